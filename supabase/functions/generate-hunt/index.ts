import { clueFunctionDeps } from '../_shared/clues/clue-function-deps.ts';
import { createGenerateHuntHandler } from '../_shared/clues/generate-hunt-handler.ts';
import { readFunctionEnv, requireEnv, SERVICE_ROLE_ENV } from '../_shared/http/function-env.ts';
import { functionEnv } from './env.ts';

const env = requireEnv(
  readFunctionEnv(functionEnv, (name) => Deno.env.get(name)),
  SERVICE_ROLE_ENV,
  'generate-hunt',
);

Deno.serve(createGenerateHuntHandler(clueFunctionDeps(env)));
