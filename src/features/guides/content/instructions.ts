import type { GuideStep } from '../components/step-list';
import { stepIcons } from './step-icons';

/** The spec's three steps: download the kit, print and personalize, set up. */
export const instructionsSteps: readonly GuideStep[] = [
  { id: 'guides.instructions.steps.download', icon: stepIcons.choose },
  { id: 'guides.instructions.steps.print', icon: stepIcons.print },
  { id: 'guides.instructions.steps.setUp', icon: stepIcons.setUp },
];

/** The file questions, in the order a parent meets them: `guides.instructions.fileHelp.<id>.question|answer`. */
export const fileHelpIds = ['where', 'zip', 'pdf', 'email'] as const;
