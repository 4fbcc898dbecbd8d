/**
 * Passwords people pick first and attackers try first (the top of the public breach-frequency
 * lists, 8+ characters since shorter ones are refused anyway). Checked locally by the form and the
 * API: NIST 800-63B asks to refuse them, and no network look-up is allowed here. Lower case; the
 * check folds case and trailing digits/punctuation, so "Password1!" is refused too.
 */
const LIST = `
password password1 password12 password123 password1234 passw0rd p@ssword p@ssw0rd passwort motdepasse
12345678 123456789 1234567890 12345678910 0123456789 87654321 987654321 11111111 111111111 00000000
12341234 11223344 12121212 12344321 123123123 123321123 147258369 159753456 147852369 741852963
qwertyui qwertyuiop qwerty123 qwerty12 1qaz2wsx 1q2w3e4r 1q2w3e4r5t zaq12wsx qazwsxedc asdfghjkl
asdfasdf zxcvbnm1 zxcvbnm123 abcd1234 abc12345 abcdefgh a1b2c3d4 aa123456 q1w2e3r4 qweasdzxc
iloveyou iloveyou1 sunshine princess football baseball basketball superman batman123 starwars
welcome welcome1 welcome123 letmein1 letmein123 trustno1 whatever dragon123 monkey123 master123
shadow123 michael1 jennifer jessica1 charlie1 liverpool chelsea1 arsenal1 manchester computer
internet samsung1 google123 facebook linkedin football1 baseball1 sunshine1 princess1 loveyou1
changeme changeme1 default1 administrator admin123 admin1234 root1234 test1234 testtest guest123
secret123 mypassword yourpassword letmeinnow access14 mustang1 freedom1 hello123 hellohello
whatever1 qwerty1234 pokemon1 pussycat butterfly flower123 cookie123 chocolate summer2024
summer2025 summer2026 winter2024 winter2025 winter2026 spring2025 spring2026 autumn2025 autumn2026
lotline1 lotline123 lotline2026 dealer123 cardealer toyota123 mercedes ferrari1 corvette porsche1
mustang123 camaro123 ncc1701d 1234qwer qwer1234 asdf1234 zxcv1234 password! letmein! iloveyou!
`;

export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(LIST.split(/\s+/).filter(Boolean));

/** True when the password is one of the most common ones, or one with a digit or symbol tacked on. */
export const isCommonPassword = (password: string): boolean => {
  const folded = password.trim().toLowerCase();
  if (COMMON_PASSWORDS.has(folded)) return true;
  const stem = folded.replace(/[\d!@#$%^&*.?_-]+$/, '');
  return stem.length >= 6 && (COMMON_PASSWORDS.has(stem) || COMMON_PASSWORDS.has(`${stem}1`));
};
