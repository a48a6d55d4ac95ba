// Wire types of product §7 "Accounts" (and product §3 "User").
export type Role = 'user' | 'admin';

export interface User {
  id: string;
  email: string;
  full_name: string;
  /** 'admin' makes the user an admin (product §4). Other values are plain members. */
  role: Role;
  is_admin: boolean;
  created_at: string;
}

export interface SignUpRequest { email: string; password: string; full_name: string }
/** The sign-up screen reads `data.user.id` (product §7). */
export interface SignUpResponse { user: { id: string; email: string; full_name: string }; message: string }

export interface SignInRequest { email: string; password: string }
export interface SignInResponse { token: string; refresh_token: string; user: User }

export interface RefreshRequest { refresh_token: string }
export interface RefreshResponse { token: string; refresh_token: string }

export interface ResetPasswordRequest { email: string }
/** Finishes a reset from the e-mailed link (added by the reference server; the spec's client only sent the request). */
export interface ConfirmResetRequest { token: string; password: string }

export interface VerifyEmailRequest { token: string }
/**
 * The link's first use: `token` is an access token for the now-verified user. A link opened again
 * (or after the password changed) answers only a `message`: the address is verified, sign in.
 */
export type VerifyEmailResponse = { token: string; refresh_token: string } | { message: string; token?: undefined; refresh_token?: undefined };

export interface MessageResponse { message: string }
