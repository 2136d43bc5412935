import { callFunction, type FunctionCallOptions, type FunctionResult } from '@/lib/function-client';
import { supabase } from '@/lib/supabase';

/**
 * `callFunction` as the signed-in member, for the member area's features: supabase-js hands over the
 * session's access token, refreshed first when it was about to expire. Without a session the function
 * gets the anon key, and refuses.
 */
export async function callFunctionAsMember(
  name: string,
  body: unknown,
  options: Omit<FunctionCallOptions, 'token'> = {},
): Promise<FunctionResult> {
  const { data } = await supabase.auth.getSession();
  return callFunction(name, body, { ...options, token: data.session?.access_token });
}
