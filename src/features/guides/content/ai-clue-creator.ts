/** The spec's three benefit blocks: `guides.ai.benefits.<id>.title|body`. */
export const aiBenefitIds = ['instant', 'personalized', 'ageAppropriate'] as const;

/** The spec's four steps (tell about the child, choose the hunt style, generate and customize, print and play). */
export const aiStepIds = ['child', 'style', 'generate', 'print'] as const;
