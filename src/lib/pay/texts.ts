/** The one "not found" of /pay: it never says whether the number or the date of birth was wrong. */
export const NOT_FOUND_TEXT =
  'We could not find a policy with that number and date of birth. Check both, exactly as they are on your policy documents.'
