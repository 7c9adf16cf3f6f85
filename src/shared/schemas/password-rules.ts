// What makes a new password too easy to guess, shared by the sign-up form and the server. The spec's
// minimum length stays the floor; on top of it we refuse the passwords attackers try first: the
// commonest ones (Brazilian favourites included), one repeated character, keyboard and alphabet
// runs, short repeated patterns, and anything close to the user's own e-mail.
import { PASSWORD_MIN } from '../constants.ts';

/** Lower-cased, accents and spaces removed. Kept short on purpose: the few hundred tried first. */
const COMMON_PASSWORDS = new Set(
  `
  123456 1234567 12345678 123456789 1234567890 0123456789 12345 123123 123321 112233 121212 123654
  111111 000000 654321 666666 696969 777777 7777777 888888 987654 987654321 999999 102030 10203040
  1020304050 147258 147258369 147852 159357 159753 741852963 789456 789456123 963852741 456123 321654
  password password1 password123 passw0rd p4ssword passwd pass1234 qwerty qwerty1 qwerty123 qwertyuiop
  qwertz azerty asdfgh asdfghjkl zxcvbn zxcvbnm qazwsx 1qaz2wsx 1qazxsw2 zaq12wsx 1q2w3e 1q2w3e4r
  1q2w3e4r5t q1w2e3r4 q1w2e3r4t5 qwe123 123qwe asd123 zxc123 1234qwer qwer1234 abc123 abcd1234 abc12345
  123abc a12345 a123456 aa123456 a1b2c3 a1b2c3d4 1a2b3c abcabc iloveyou iloveu loveme lovely love
  admin admin123 administrator root toor guest user test test123 testing default changeme welcome
  welcome1 letmein login access secret master shadow monkey dragon ninja hello hello123 whatever
  freedom trustno1 starwars superman batman pokemon computer internet google facebook instagram
  samsung apple iphone android microsoft windows linux football baseball soccer hockey basketball
  sunshine princess princess1 angel angels babygirl summer winter flower cookie pepper ginger tigger
  buster maggie charlie michael jessica ashley daniel jordan jennifer hunter hunter2 killer mustang
  harley ranger thomas robert matthew andrew joshua michelle liverpool chelsea arsenal manchester
  barcelona realmadrid juventus fuckyou fuckoff mynoob
  senha senha1 senha12 senha123 senha1234 senha12345 minhasenha novasenha suasenha mudar mudar123
  mudarsenha trocar trocar123 alterar alterar123 acesso acesso123 entrar entrar123 teste teste123
  teste1234 testando usuario usuario123 adm adm123 suporte cliente cliente123 empresa empresa123
  loja loja123 vendas contato financeiro gerente naosei naoseiasenha nenhuma nada qualquer
  brasil brasil123 brasileiro brasileira saopaulo riodejaneiro flamengo mengo mengao corinthians
  timao palmeiras verdao vasco vascodagama gremio internacional inter cruzeiro atletico galo santos
  botafogo fluminense bahia vitoria sport fortaleza ceara coritiba athletico tricolor futebol
  neymar pele ronaldo ronaldinho kaka messi cristiano naruto goku bobesponja
  amor amor123 meuamor amormeu amorzinho amoreterno teamo teamo123 teamomuito euteamo teadoro paixao
  coracao carinho saudade felicidade esperanca liberdade sucesso vida minhavida familia familia123
  deus deusefiel deuseamor deuseomeupastor jesus jesus123 jesuscristo jesusteama senhor gloria
  aleluia abencoado abencoada fe anjo anjinho estrela borboleta florzinha princesa princesinha
  gatinha gatinho docinho chocolate morango querida querido bebe nenem mae mamae maezinha minhamae
  pai papai meupai filho filha casa casa123 escola trabalho dinheiro
  gabriel lucas matheus mateus pedro joao maria ana julia juliana fernanda amanda bruna camila
  beatriz larissa leticia mariana carolina rafael bruno felipe gustavo guilherme rodrigo thiago
  tiago diego eduardo leonardo marcelo ricardo fernando paulo carlos jose antonio francisco marcos
  luiz luis vitor victor andre alexandre patricia aline vanessa natalia raquel sabrina tatiana
  adriana luana gabriela isabela sophia alice laura valentina helena manuela
  foodart restaurante comida cardapio pizza pizzaria hamburguer burger lanche lanchonete delivery
  ifood padaria churrasco churrascaria sushi acai cozinha chef cafe boteco buteco
  `
    .trim()
    .split(/\s+/),
);

/** Runs a person types without thinking, forwards or backwards. */
const RUNS = ['01234567890', '!@#$%^&*()', 'abcdefghijklmnopqrstuvwxyz', 'qwertyuiop', 'asdfghjkl', 'zxcvbnm', 'qazwsxedcrfvtgbyhnujmikolp'];
const LEET: Record<string, string> = { '@': 'a', '4': 'a', '3': 'e', '1': 'i', '!': 'i', '0': 'o', '$': 's', '5': 's', '7': 't' };
/** The shortest local part (before the @) worth looking for inside a password. */
const EMAIL_PART_MIN = 4;

function normalise(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, '');
}

function isRun(value: string): boolean {
  return RUNS.some((run) => run.includes(value) || [...run].reverse().join('').includes(value));
}

const trimNonLetters = (s: string) => s.replace(/^[^a-z]+|[^a-z]+$/g, '');
const deLeet = (s: string) => [...s].map((c) => LEET[c] ?? c).join('');
const alphanumeric = (s: string) => s.replace(/[^a-z0-9]/g, '');

/** The words a password is built on: as typed, without the digits and symbols around it, de-leeted. */
function cores(value: string): string[] {
  const withoutEndDigits = value.replace(/^\d+|\d+$/g, '');
  return [
    value,
    trimNonLetters(value),
    alphanumeric(value),
    deLeet(value),
    trimNonLetters(withoutEndDigits),
    trimNonLetters(deLeet(withoutEndDigits)),
  ].filter((core) => core.length > 0);
}

/** True when a new password is one of the first an attacker would try. */
export function isGuessablePassword(password: string): boolean {
  if (password.trim() === '') return true;
  const value = normalise(password);
  if (new Set(value).size === 1) return true;
  if (isRun(value)) return true;
  if (/^(.{1,4})\1+$/.test(value)) return true;
  return cores(value).some((core) => COMMON_PASSWORDS.has(core));
}

/** True when the password is the e-mail, its local part, or contains or is contained in them. */
export function isPasswordLikeEmail(password: string, email: string): boolean {
  const value = normalise(password);
  const address = normalise(email);
  const local = address.split('@')[0] ?? '';
  if (value.length === 0 || local.length === 0) return false;
  if (value === address || value === local || address.includes(value)) return true;
  const bareValue = alphanumeric(value);
  if (bareValue.length >= PASSWORD_MIN && alphanumeric(address).includes(bareValue)) return true;
  const bareLocal = alphanumeric(local);
  return (local.length >= EMAIL_PART_MIN && value.includes(local)) || (bareLocal.length >= EMAIL_PART_MIN && bareValue.includes(bareLocal));
}

/** A phone number's tail this long is what people reuse as a password (the number without area code). */
const PHONE_TAIL_MIN = 8;

/** The user's own name (any spacing, case or accents) or WhatsApp number (or its last digits) as the password. */
export function isPasswordLikeProfile(password: string, profile: { name: string; whatsapp: string }): boolean {
  const value = alphanumeric(normalise(password));
  if (value.length === 0) return false;
  const name = alphanumeric(normalise(profile.name));
  if (name.length > 0 && (value === name || name.includes(value))) return true;
  const digits = value.replace(/\D/g, '');
  const phone = profile.whatsapp.replace(/\D/g, '');
  return digits.length >= PHONE_TAIL_MIN && phone.length >= PHONE_TAIL_MIN && (phone.includes(digits) || digits.includes(phone.slice(-PHONE_TAIL_MIN)));
}
