// Type-checked against the published declarations of @pt/api.
import { ApiError, createApiClient, type ServerPlan } from '@pt/api';

export async function check(baseUrl: string): Promise<string[]> {
  const client = createApiClient({ baseUrl });
  const health = await client.health.get();
  const plans: ServerPlan[] = await client.subscription.plans();
  let unauthorized = '';
  try {
    await client.auth.me();
  } catch (error) {
    if (error instanceof ApiError) unauthorized = `${error.status ?? ''}`;
  }
  return [health.status, String(plans.length), unauthorized];
}
