/**
 * Passwords of 12 or more characters that people pick most often: a common word, name or keyboard run
 * padded out with the usual digits and symbols. Built here from our own lists of bases and endings
 * (not copied from a published list) so the file stays small; compared in lower case.
 */
const BASES = [
  'password', 'passw0rd', 'p@ssword', 'p@ssw0rd', 'pass', 'qwerty', 'qwertyuiop', 'asdfghjkl', 'zxcvbnm', 'qwertyui',
  'qwerty123', 'abc', 'abcd', 'abcdef', 'abcdefgh', 'abcdefghijkl', 'iloveyou', 'letmein', 'welcome', 'welcome1',
  'admin', 'administrator', 'changeme', 'default', 'secret', 'master', 'login', 'access', 'trustno1', 'monkey',
  'dragon', 'sunshine', 'princess', 'football', 'baseball', 'soccer', 'shadow', 'superman', 'batman', 'michael',
  'jennifer', 'jesus', 'jesuschrist', 'godisgood', 'blessing', 'blessed', 'faith', 'grace', 'favour', 'love',
  'loveme', 'lovely', 'ilovegod', 'iloveu', 'myself', 'freedom', 'whatever', 'starwars', 'pokemon', 'computer',
  'internet', 'samsung', 'iphone', 'google', 'facebook', 'chelsea', 'arsenal', 'liverpool', 'manchester',
  'manutd', 'barcelona', 'realmadrid', 'nigeria', 'lagos', 'abuja', 'naija', 'redwood', 'redwoodlife',
  'insurance', 'lifeinsurance', 'summer', 'winter', 'spring', 'autumn', 'january', 'december', 'monday',
  'friday', 'hello', 'helloworld', 'test', 'testing', 'tester', 'user', 'guest', 'root', 'office', 'company',
  'letmein1', 'mustang', 'charlie', 'daniel', 'david', 'thomas', 'jordan', 'hunter', 'ranger', 'killer',
  'flower', 'cookie', 'chocolate', 'butterfly', 'angel', 'princess1', 'sweetheart', 'family', 'mother',
  'father', 'money', 'success', 'winner', 'champion', 'naruto', 'matrix', 'cheese', 'orange', 'banana',
]

const ENDINGS = [
  '', '1', '12', '123', '1234', '12345', '123456', '1234567', '12345678', '!', '!!', '1!', '123!', '@123',
  '@1234', '#123', '2020', '2021', '2022', '2023', '2024', '2025', '2026', '2027', '01', '007', '69', '99',
  '00', '0000', '1111', '2000', '1990', '!@#', '!@#$', '123456789', '1234567890',
]

const RUNS = [
  '123456789012', '1234567890123', '12345678901234', '123456789000', '012345678901', '098765432109',
  '987654321098', '111111111111', '000000000000', '121212121212', '123123123123', '123451234512',
  '112233445566', '147258369147', '159753159753', '1q2w3e4r5t6y', '1qaz2wsx3edc', 'qazwsxedcrfv',
  'qwertyuiopas', 'asdfghjklzxc', 'zaq12wsxcde3', '1q2w3e4r5t6y7u', 'q1w2e3r4t5y6', 'aaaaaaaaaaaa',
  'abcabcabcabc', 'abcdefghijklmnop', 'qweasdzxc123', 'passwordpassword', 'qwertyqwerty', 'adminadmin123',
]

function build(): Set<string> {
  const list = new Set<string>(RUNS)
  for (const base of BASES) {
    for (const ending of ENDINGS) {
      for (const word of [base, base.charAt(0).toUpperCase() + base.slice(1)]) {
        const candidate = `${word}${ending}`
        if (candidate.length >= 12) list.add(candidate.toLowerCase())
      }
    }
  }
  return list
}

/** Every entry in lower case. */
export const COMMON_PASSWORDS: ReadonlySet<string> = build()
