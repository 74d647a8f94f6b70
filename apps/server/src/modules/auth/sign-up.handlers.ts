/** The account-creation endpoints: sign up, and send the verification e-mail again. */
import { forgotPasswordSchema, signUpSchema } from '@fbms/domain';
import { VERIFY_CALLBACK_PATH } from '../../platform/auth/auth.ts';
import { validationFailed } from '../../platform/http/errors.ts';
import { toEnvelope } from './auth-answers.ts';
import { type AuthCall, audit, limitMailPerAddress, parse } from './auth-request.ts';
import { tellAdminsAboutNewAccount } from './new-account-notice.ts';

export async function signUpEmail({ c, body, forward }: AuthCall) {
  const input = parse(signUpSchema, body);
  if (input instanceof Error) return validationFailed(c, input);
  const res = await forward({
    name: `${input.firstName} ${input.lastName}`,
    email: input.email,
    password: input.password,
    firstName: input.firstName,
    lastName: input.lastName,
    ...(input.department ? { department: input.department } : {}),
    callbackURL: VERIFY_CALLBACK_PATH,
  });
  if (res.status !== 200) return toEnvelope(c, res);
  await audit(c, { action: 'auth.sign_up', actorEmail: input.email });
  await tellAdminsAboutNewAccount(c, input.email);
  // The same answer whether or not the address already had an account.
  return c.json({ status: 'verification_sent', email: input.email });
}

export async function sendVerificationEmail({ c, body, forward }: AuthCall) {
  const input = parse(forgotPasswordSchema, body);
  if (input instanceof Error) return validationFailed(c, input);
  const refused = await limitMailPerAddress(c, `verify:${input.email}`);
  if (refused) return refused;
  const res = await forward({ email: input.email, callbackURL: VERIFY_CALLBACK_PATH });
  return toEnvelope(c, res);
}
