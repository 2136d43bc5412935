import { createAdminOrdersHandler } from '../_shared/admin/admin-orders-handler.ts';
import { serviceRoleClient } from '../_shared/admin/require-admin.ts';
import { readOrderFunctionEnv } from '../_shared/orders/order-function-env.ts';
import { functionEnv } from './env.ts';

const variables = Object.fromEntries(functionEnv.map((name) => [name, Deno.env.get(name)]));
readOrderFunctionEnv(variables, 'admin-orders');

Deno.serve(
  createAdminOrdersHandler({
    client: serviceRoleClient(variables.SUPABASE_URL!, variables.SUPABASE_SERVICE_ROLE_KEY!),
    log: (message) => console.warn(message),
  }),
);
