/** What the live site's admin shows instead of a registration form while it has no staff accounts. */
export function FirstAdminOnServer() {
  return (
    <div className="create-first-user">
      <h1>No administrator yet</h1>
      <p>This site has no staff accounts. Accounts cannot be registered from the website.</p>
      <p>
        Whoever runs the server creates the first administrator there with <code>npm run create-admin</code>. That
        administrator then adds other staff under Settings → Users.
      </p>
    </div>
  )
}
