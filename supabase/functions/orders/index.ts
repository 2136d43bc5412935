import { mailerFromEnv } from '../_shared/mail/mailer-from-env.ts';
import { readOrderFunctionEnv } from '../_shared/orders/order-function-env.ts';
import { createOrdersHandler } from '../_shared/orders/orders-handler.ts';
import { functionEnv } from './env.ts';

const variables = Object.fromEntries(functionEnv.map((name) => [name, Deno.env.get(name)]));
const env = readOrderFunctionEnv(variables, 'orders');

const mailer = mailerFromEnv(variables);

Deno.serve(
  createOrdersHandler({
    store: env.store,
    siteUrl: env.siteUrl,
    caller: env.caller,
    sendMail: (email) => mailer.send(email),
    log: (message) => console.warn(message),
  }),
);
