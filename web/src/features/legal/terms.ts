/**
 * The commercial terms of accounts spec §1 and §9, in one place so every legal page states the same
 * numbers. Changing one of these changes the contract: update the "last updated" date with it.
 */
export const commercialTerms = {
  freeTrialDays: 14,
  freeLessons: 2,
  additionalLearnerDiscountPercent: 25,
  progressKeptMonths: 12,
  liabilityCapMonths: 12,
  supportHours: "9am to 5pm, Monday to Friday (UK time, excluding UK bank holidays)",
  accountReplyWorkingDays: 2,
  writtenReplyWorkingDays: 10,
  priceChangeNoticeMonths: 1,
  pilotEndNoticeDays: 7,
  contactEmail: "support@sumwise.app",
  termsUpdated: "21 November 2026",
} as const;
