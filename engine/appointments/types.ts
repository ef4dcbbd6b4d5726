/** schemas/appointments/reference.json (its meta-schema says what each field means). */
export interface QueueConfig {
  id: string;
  strtime: string;
  addtime: number;
  yuyueabovetime: number;
  cancelyuyuetime: number;
  yuyueday: number;
}

export interface AppointmentBusiness {
  id: string;
  name: string;
  djlx: string;
  slots: string;
  capacity: number;
}

export interface AppointmentCentre {
  id: string;
  name: string;
  xzqdm: string;
  address: string;
  worktime: string;
  phone: string;
  position: { lat: number; lng: number } | null;
  businesses: string[];
}

export interface AppointmentConfig {
  queue: QueueConfig;
  holidays: Array<{ name?: string; from: string; days: number }>;
  /** Weekend days worked in a holiday's place (调休上班, 'YYYY-MM-DD'): the hall's calendar counts them as working days. */
  workdays?: string[];
  /** Slot start times by kind of day: full (a working day), eve (the day before a holiday). */
  slotTemplates: Record<string, { full: string[]; eve: string[] }>;
  businesses: AppointmentBusiness[];
  centres: AppointmentCentre[];
}
