import { clueFunctionDeps } from '../_shared/clues/clue-function-deps.ts';
import { createGenerateClueHandler } from '../_shared/clues/generate-clue-handler.ts';
import { readFunctionEnv, requireEnv, SERVICE_ROLE_ENV } from '../_shared/http/function-env.ts';
import { functionEnv } from './env.ts';

const env = requireEnv(
  readFunctionEnv(functionEnv, (name) => Deno.env.get(name)),
  SERVICE_ROLE_ENV,
  'generate-clue',
);

Deno.serve(createGenerateClueHandler(clueFunctionDeps(env)));
