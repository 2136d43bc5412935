import { memberIdFromToken, readOrderFunctionEnv } from '../_shared/orders/order-function-env.ts';
import { createOrdersHandler } from '../_shared/orders/orders-handler.ts';
import { createSmtpMailer } from '../_shared/orders/smtp-mailer.ts';

const variables = Deno.env.toObject();
const env = readOrderFunctionEnv(variables, 'orders');

Deno.serve(
  createOrdersHandler({
    store: env.store,
    siteUrl: env.siteUrl,
    memberId: memberIdFromToken,
    sendMail: createSmtpMailer(variables),
    log: (message) => console.warn(message),
  }),
);
