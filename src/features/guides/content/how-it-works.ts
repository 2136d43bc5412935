import type { GuideStep } from '../components/step-list';
import { stepIcons } from './step-icons';

/** The spec's four steps, in its words: Choose & Download, Print at Home, Set Up the Hunt, Watch the Magic. */
export function howItWorksSteps(setupTime: string): readonly GuideStep[] {
  return [
    { id: 'guides.howItWorks.steps.choose', icon: stepIcons.choose },
    { id: 'guides.howItWorks.steps.print', icon: stepIcons.print },
    { id: 'guides.howItWorks.steps.setUp', values: { setupTime }, icon: stepIcons.setUp },
    { id: 'guides.howItWorks.steps.magic', icon: stepIcons.magic },
  ];
}
