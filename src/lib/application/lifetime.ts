/**
 * How long an unfinished application lives: its resume link works this long from the start, and the
 * clean-up deletes it after. Pure (no Node modules), so the pages, the emails and the job read one number.
 */
export const APPLICATION_LIFETIME_DAYS = 30
