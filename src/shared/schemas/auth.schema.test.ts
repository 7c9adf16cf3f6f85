import { describe, expect, it } from 'vitest';
import { MSG } from '../messages.ts';
import { SignUpBodySchema, firstIssueMessage } from './auth.schema.ts';

const base = { name: 'Maria Souza', email: 'contato@sabordacasa.com.br', whatsapp: '(21) 97413-5826', password: 'senha-forte' };
const messageFor = (overrides: Record<string, string>) => {
  const parsed = SignUpBodySchema.safeParse({ ...base, ...overrides });
  return parsed.success ? null : firstIssueMessage(parsed.error);
};

describe('a new password and the profile it protects', () => {
  it.each(['Maria Souza', 'mariasouza', 'MARIA SOUZA', 'Mária Souza'])('refuses the user\'s own name (%s)', (password) => {
    expect(messageFor({ password })).toBe(MSG.passwordLikeProfile);
  });

  it.each(['21974135826', '974135826', '74135826', '(21) 97413-5826', 'zap74135826'])('refuses the user\'s own WhatsApp number or its tail (%s)', (password) => {
    expect(messageFor({ password })).toBe(MSG.passwordLikeProfile);
  });

  it('keeps a password that shares a few digits or letters with the profile', () => {
    expect(messageFor({ password: 'maria-1987-cozinha' })).toBeNull();
    expect(messageFor({ password: 'forno-a-lenha-11' })).toBeNull();
  });

  it('says the e-mail rule first when the password is the e-mail', () => {
    expect(messageFor({ password: 'sabordacasa' })).toBe(MSG.passwordLikeEmail);
  });
});
