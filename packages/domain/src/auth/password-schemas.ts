/**
 * The schemas of the forms where a password is chosen (sign-up, reset, change). They are apart from
 * schemas.ts because the strong policy carries the 20,000-entry common-password list: a screen that
 * only signs in (signInSchema) must not download it. The server checks every one of them.
 */
import { z } from 'zod';
import { evaluatePassword, PASSWORD_MAX_LENGTH } from './password-policy.ts';
import { emailSchema, personNameSchema } from './schemas.ts';

/** A password that passes the strong policy; the messages are the policy's own. */
export const strongPasswordSchema = z
  .string({ error: 'Please ensure your password meets all requirements' })
  .max(PASSWORD_MAX_LENGTH, 'Password must be less than 128 characters')
  .superRefine((value, ctx) => {
    const result = evaluatePassword(value);
    if (!result.valid) {
      ctx.addIssue({
        code: 'custom',
        message: result.errors.length > 0 ? result.errors.join('. ') : 'Password Too Weak',
      });
    }
  });

export const signUpSchema = z
  .object({
    firstName: personNameSchema('First name'),
    lastName: personNameSchema('Last name'),
    email: emailSchema,
    department: z.string().trim().max(80, 'Department must be at most 80 characters').optional(),
    password: strongPasswordSchema,
    confirmPassword: z.string(),
    acceptTerms: z.literal(true, { error: 'Please agree to the terms and conditions' }),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: "Passwords Don't Match",
  });
export type SignUpInput = z.input<typeof signUpSchema>;

export const resetPasswordSchema = z
  .object({
    token: z.string().min(1, 'This password reset link is invalid or expired'),
    password: strongPasswordSchema,
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: "Passwords Don't Match",
  });

export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, 'Current password is incorrect'),
    newPassword: strongPasswordSchema,
    confirmPassword: z.string(),
    revokeOtherSessions: z.boolean().optional(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    message: "Passwords Don't Match",
  });
