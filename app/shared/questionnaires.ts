// The journey's two questionnaires and the states of their answers (spec §3 'Company progress
// steps': eligibility, viability; decision 0036: a draft until submitted for review).
export const QUESTIONNAIRE_KINDS = ["eligibility", "viability"] as const;
export type QuestionnaireKind = (typeof QUESTIONNAIRE_KINDS)[number];

export const QUESTIONNAIRE_STATUSES = ["draft", "submitted"] as const;
export type QuestionnaireStatus = (typeof QUESTIONNAIRE_STATUSES)[number];
