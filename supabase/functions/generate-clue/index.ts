import { clueFunctionDeps } from '../_shared/clues/clue-function-deps.ts';
import { createGenerateClueHandler } from '../_shared/clues/generate-clue-handler.ts';
import { readServiceRoleEnv } from '../_shared/http/function-env.ts';
import { functionEnv } from './env.ts';

const env = readServiceRoleEnv(functionEnv, (name) => Deno.env.get(name), 'generate-clue');

Deno.serve(createGenerateClueHandler(clueFunctionDeps(env)));
