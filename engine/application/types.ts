/** What the application itself says about every form saved under it (its stored row, never the client). */
export interface ApplicationFacts {
  id?: string;
  /** The business (sub-business id of the catalogue): its djlx/qllx, applicant type and title configuration. */
  prodefid: string;
  djlx?: string;
  qllx?: string;
  /** Region code. */
  xzqdm?: string;
  /** '1' appointment mode. */
  appointment?: string;
  /** SQRLX 1 company, 2 individual: stored at creation (applicantTypeFor); absent on older rows. */
  applicantType?: string;
  /** validateUserInfo's qlxx_isshow, when known. */
  qlxxIsShow?: boolean;
}

/** A stored sub-form record. */
export type Fields = Record<string, unknown>;

/** Everything stored under one application, as checkApplication reads it. */
export interface ApplicationSnapshot {
  proinst: ApplicationFacts & { id: string };
  /** Parties; sqr_lx 0 right holder, 1 obligor, 10 mortgagee. */
  sqrs: Array<Fields & { sqr_lx: string }>;
  units: Fields[];
  /** Rights records by form id (qlxx, ygqlxx, dyqxx, ydyqlxx, zxdj). */
  qlxx: Record<string, Fields>;
  /** Number of files uploaded per attachment group; left out to skip the materials check. */
  materials?: Record<string, number>;
}
