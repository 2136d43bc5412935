import { mailerFromEnv } from '../_shared/mail/mailer-from-env.ts';
import { downloadLinksOf, readOrderFunctionEnv } from '../_shared/orders/order-function-env.ts';
import { createOrdersHandler } from '../_shared/orders/orders-handler.ts';
import { readFunctionEnv } from '../_shared/http/function-env.ts';
import { functionEnv } from './env.ts';

const variables = readFunctionEnv(functionEnv, (name) => Deno.env.get(name));
const env = readOrderFunctionEnv(variables, 'orders');

const mailer = mailerFromEnv(variables);
const log = (message: string) => console.warn(message);

Deno.serve(
  createOrdersHandler({
    store: env.store,
    links: downloadLinksOf(env, 'orders', log),
    siteUrl: env.siteUrl,
    caller: env.caller,
    sendMail: (email) => mailer.send(email),
    log,
  }),
);
