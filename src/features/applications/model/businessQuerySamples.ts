/**
 * The business query demo of spec 001 section 2.11: hard-coded sample businesses, one per state,
 * each state with its buttons and the path each button names (/ckyy, /sqxq, /tjsq, /cancel, /yy,
 * /ckxq). Sample data, never sent to the registry (decision 0028).
 */
export const DEMO_STATES = ['applied', 'savedNotSubmitted', 'submittedNotReviewed', 'reviewedNotBooked', 'reviewFailed'] as const;
export type DemoState = (typeof DEMO_STATES)[number];

export const DEMO_OPS = ['ckyy', 'sqxq', 'tjsq', 'cancel', 'yy', 'ckxq'] as const;
export type DemoOp = (typeof DEMO_OPS)[number];

/** Which buttons each state shows, in order. */
export const DEMO_BUTTONS: Record<DemoState, DemoOp[]> = {
  applied: ['ckyy'],
  savedNotSubmitted: ['sqxq', 'tjsq'],
  submittedNotReviewed: ['cancel', 'ckxq'],
  reviewedNotBooked: ['yy', 'ckxq'],
  reviewFailed: ['ckxq', 'sqxq'],
};

export interface DemoBusiness {
  ywh: string;
  name: string;
  nameEn: string;
  applicant: string;
  date: string;
  state: DemoState;
}

export const DEMO_BUSINESSES: readonly DemoBusiness[] = [
  { ywh: 'YW2025000101', name: '一般抵押权首次登记', nameEn: 'First mortgage', applicant: '张建国', date: '2025-03-02', state: 'applied' },
  { ywh: 'YW2025000102', name: '二手房买卖转移登记', nameEn: 'Second-hand sale', applicant: '李秀英', date: '2025-03-05', state: 'savedNotSubmitted' },
  { ywh: 'YW2025000103', name: '预购商品房预告登记', nameEn: 'Pre-registration', applicant: '张建国', date: '2025-03-08', state: 'submittedNotReviewed' },
  { ywh: 'YW2025000104', name: '抵押权转移登记', nameEn: 'Mortgage transfer', applicant: '王淑芬', date: '2025-03-11', state: 'reviewedNotBooked' },
  { ywh: 'YW2025000105', name: '抵押权注销登记', nameEn: 'Cancellation', applicant: '李秀英', date: '2025-03-15', state: 'reviewFailed' },
];

/** The sample business with this number (spaces and letter case ignored), if any. */
export function findDemoBusiness(ywh: string): DemoBusiness | undefined {
  const wanted = ywh.trim().toUpperCase();
  return wanted ? DEMO_BUSINESSES.find((business) => business.ywh === wanted) : undefined;
}
