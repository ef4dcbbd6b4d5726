import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, string, string>;

/** Test accounts of the emulated messaging app (its side of the world, not ours). */
export interface WxAccountTable {
  openid: string;
  appid: string;
  nickname: string;
  headimgurl: Generated<string>;
  created_at: Timestamp;
}

export interface WxAuthCodeTable {
  code: string;
  openid: string;
  appid: string;
  state: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface UserTable {
  openid: string;
  appid: string;
  nickname: string;
  headimgurl: string;
  name: string | null;
  cardtype: Generated<string>;
  cardnum: string | null;
  phone: string | null;
  account: string | null;
  usertype: Generated<string>;
  sex: string | null;
  xzqdm: string | null;
  iswebuser: Generated<boolean>;
  password_hash: string | null;
  real_name_auth: Generated<boolean>;
  profile_refreshed_at: Timestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SessionTable {
  token_hash: string;
  openid: string;
  created_at: Timestamp;
  last_seen_at: Timestamp;
}

export interface IdempotencyTable {
  openid: string;
  route: string;
  reqseq: string;
  status: number | null;
  body: Json<unknown> | null;
  created_at: Timestamp;
}

export interface RateLimitTable {
  key: string;
  window_start: Timestamp;
  hits: number;
}

export interface StoredFileTable {
  id: string;
  owner_openid: string | null;
  kind: string;
  mime: string;
  size: ColumnType<number, number, number>;
  original_name: string | null;
  created_at: Timestamp;
}

export interface FileChunkTable {
  file_id: string;
  seq: number;
  data: Uint8Array;
}

export interface WxMediaTable {
  media_id: string;
  openid: string;
  file_id: string;
  expires_at: Timestamp;
}

export interface Database {
  wx_accounts: WxAccountTable;
  wx_auth_codes: WxAuthCodeTable;
  users: UserTable;
  sessions: SessionTable;
  idempotency: IdempotencyTable;
  rate_limits: RateLimitTable;
  stored_files: StoredFileTable;
  file_chunks: FileChunkTable;
  wx_media: WxMediaTable;
}

