// Personal API tokens (reference-server addition): read-only access to the member's own data.

/** A token as the list shows it: never the token itself, only its first characters (`prefix`). */
export interface ApiToken { id: string; name: string; prefix: string; created_at: string; last_used_at: string | null }
/** The answer to creating one: the only time `token` is sent. */
export interface CreatedApiToken extends ApiToken { token: string }
export interface ApiTokenInput { name: string }
