import { clueFunctionDeps } from '../_shared/clues/clue-function-deps.ts';
import { createGenerateHuntHandler } from '../_shared/clues/generate-hunt-handler.ts';
import { readServiceRoleEnv } from '../_shared/http/function-env.ts';
import { functionEnv } from './env.ts';

const env = readServiceRoleEnv(functionEnv, (name) => Deno.env.get(name), 'generate-hunt');

Deno.serve(createGenerateHuntHandler(clueFunctionDeps(env)));
