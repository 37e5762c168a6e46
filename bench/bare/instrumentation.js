// Present so Turbopack does not pick up the site's src/instrumentation.ts (it looks beside the workspace root).
export function register() {}
