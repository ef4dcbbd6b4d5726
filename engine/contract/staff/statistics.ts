/** What the statistics count for a day, a business, a region or a member (issue 31, docs/decisions/0090). */
export interface StatisticsCounts {
  /** First submissions (网上申请, a resubmission after 补正 is not counted again). */
  received: number;
  /** 受理通过: the entry stage's way forward. */
  accepted: number;
  /** 发证 (办结): the action that ends a case as done. */
  completed: number;
  /** 退回补正 at any stage. */
  returned: number;
  /** 不予受理 / 审核不通过 at any stage. */
  rejected: number;
}

/** One day (China time, YYYY-MM-DD) of the range. */
export interface StatisticsDay extends StatisticsCounts {
  day: string;
}

/** One business: its counts, and the calendar days from first submission to completion of the cases completed in the range. */
export interface StatisticsBusiness extends StatisticsCounts {
  prodefid: string;
  name: string;
  /** Median calendar days to completion (one decimal); null when nothing was completed. */
  medianDays: number | null;
  /** 90th percentile (the smallest duration that 90 % of the completed cases did not exceed). */
  p90Days: number | null;
  /** Of the cases completed in the range, those never returned for correction. */
  completedWithoutReturn: number;
}

export interface StatisticsRegion extends StatisticsCounts {
  xzqdm: string;
  name: string;
}

/** A member's work: the outcomes they pressed in the range (received is 0: citizens submit), every action they took, the open cases they hold now. */
export interface StatisticsMember extends StatisticsCounts {
  username: string;
  name: string;
  actions: number;
  holding: number;
}

/** Now, per working stage: cases past their statutory deadline, and those with at most `soonDays` working days left. */
export interface StatisticsStage {
  stage: string;
  name: string;
  nameEn: string;
  open: number;
  overdue: number;
  dueSoon: number;
}

/** GET /staff/api/statistics?from=YYYY-MM-DD&to=YYYY-MM-DD (China days, both whole). */
export interface StatisticsAnswer {
  from: string;
  to: string;
  totals: StatisticsCounts & { completedWithoutReturn: number; medianDays: number | null; p90Days: number | null };
  /** completedWithoutReturn / completed, 0..1; null when nothing was completed. */
  withoutReturnShare: number | null;
  days: StatisticsDay[];
  businesses: StatisticsBusiness[];
  regions: StatisticsRegion[];
  members: StatisticsMember[];
  stages: StatisticsStage[];
  soonDays: number;
}
