/** One division as the national code package lists it (GB/T 2260: six-digit code and name). */
export interface Division {
  code: string;
  name: string;
}

export interface RegionRow {
  value: string;
  name: string;
  /** '' for a province. */
  parent: string;
  level: 1 | 2 | 3;
  seq: number;
}

export interface DivisionSource {
  provinces: Division[];
  cities: Division[];
  areas: Division[];
  /** Hong Kong's and Macao's districts (81xxxx, 82xxxx), kept apart by the package. */
  specialRegions: Division[];
}

/** The municipalities: their districts sit under an intermediate 市辖区 (and Chongqing's counties under 县). */
const MUNICIPALITIES = new Set(['11', '12', '31', '50']);

/**
 * County-level cities the spec's region table keeps with special codes under Hebei (139001, 139002):
 * registry records still carry them, though the national list now files both under their prefecture.
 */
const REGISTRY_ADDITIONS: Division[] = [
  { code: '139001', name: '辛集市' },
  { code: '139002', name: '定州市' },
];

const NO_DISTRICTS = '--';

const provinceOf = (code: string) => code.slice(0, 2);
const cityOf = (code: string) => `${code.slice(0, 4)}00`;
/** x90xxx: a county-level unit under its province directly (省直辖县级行政区划). */
const isProvinceDirect = (code: string) => code.slice(2, 4) === '90';

/**
 * The registry's region list in the spec's shape (name, value, parent): provinces, then cities
 * (a municipality's 市辖区/县 level; county-level cities under their province directly listed as
 * cities, such as 429004 and 139001; Hong Kong's and Macao's districts), then districts. A city
 * or province with nothing under it gets one '--' child, as the spec's table does. The package's
 * placeholder 市辖区 rows under ordinary cities are not places and are left out.
 */
export function buildRegionRows(source: DivisionSource): RegionRow[] {
  const cities = new Map<string, Division>();
  const districts = new Map<string, Division[]>();
  const addDistrict = (city: string, division: Division) => districts.set(city, [...(districts.get(city) ?? []), division]);

  for (const city of source.cities) if (!isProvinceDirect(city.code)) cities.set(city.code, city);
  for (const area of [...source.areas, ...REGISTRY_ADDITIONS, ...source.specialRegions]) {
    const province = provinceOf(area.code);
    if (isProvinceDirect(area.code) || province === '81' || province === '82') {
      cities.set(area.code, area);
      continue;
    }
    const city = cityOf(area.code);
    if (MUNICIPALITIES.has(province) && !cities.has(city)) {
      cities.set(city, { code: city, name: city.slice(2, 4) === '02' ? '县' : '市辖区' });
    }
    if (area.name === '市辖区' && !MUNICIPALITIES.has(province)) continue;
    if (cities.has(city)) addDistrict(city, area);
  }

  const byCode = (a: Division, b: Division) => a.code.localeCompare(b.code);
  const rows: RegionRow[] = [];
  const push = (value: string, name: string, parent: string, level: RegionRow['level']) => rows.push({ value, name, parent, level, seq: rows.length });
  const sortedCities = [...cities.values()].sort(byCode);
  for (const province of [...source.provinces].sort(byCode)) {
    push(province.code, province.name, '', 1);
    const own = sortedCities.filter((city) => provinceOf(city.code) === provinceOf(province.code));
    if (own.length === 0) push(NO_DISTRICTS, NO_DISTRICTS, province.code, 2);
  }
  for (const city of sortedCities) {
    const parent = `${provinceOf(city.code)}0000`;
    push(city.code, city.name, parent, 2);
  }
  for (const city of sortedCities) {
    const under = (districts.get(city.code) ?? []).sort(byCode);
    if (under.length === 0) push(NO_DISTRICTS, NO_DISTRICTS, city.code, 3);
    for (const district of under) push(district.code, district.name, city.code, 3);
  }
  return rows;
}
