import type { HouseGeometry, ParcelGeometry } from '../certificates/types';

const esc = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const FONT = "font-family=\"'Noto Sans SC','Noto Sans CJK SC','PingFang SC','Microsoft YaHei',sans-serif\"";

function frame(width: number, height: number, title: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${esc(title)}">` +
    `<title>${esc(title)}</title><rect width="${width}" height="${height}" fill="#fff"/>` +
    `<text x="${width / 2}" y="30" text-anchor="middle" font-size="20" font-weight="bold" ${FONT}>${esc(title)}</text>` +
    body +
    '</svg>'
  );
}

/** Arrow pointing north, top right. */
const north = (x: number, y: number) =>
  `<g transform="translate(${x},${y})"><path d="M0,-18 L7,8 L0,3 L-7,8 Z" fill="#222"/><text x="0" y="24" text-anchor="middle" font-size="12" ${FONT}>北</text></g>`;

/** 分户图: the unit's rooms to scale, with the area of each and the unit's floor. */
export function drawFloorPlan(label: string, geometry: HouseGeometry, buildingArea: number): string {
  const width = 800;
  const height = 600;
  const maxX = Math.max(...geometry.outline.map((p) => p[0]));
  const maxY = Math.max(...geometry.outline.map((p) => p[1]));
  const scale = Math.min((width - 120) / maxX, (height - 160) / maxY);
  const ox = (width - maxX * scale) / 2;
  const oy = 70;
  const rooms = geometry.rooms
    .map((room) => {
      const x = ox + room.x * scale;
      const y = oy + room.y * scale;
      const w = room.w * scale;
      const h = room.h * scale;
      return (
        `<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${w.toFixed(1)}" height="${h.toFixed(1)}" fill="#f7f4ea" stroke="#333" stroke-width="2"/>` +
        `<text x="${(x + w / 2).toFixed(1)}" y="${(y + h / 2).toFixed(1)}" text-anchor="middle" font-size="14" ${FONT}>${esc(room.name)}</text>` +
        `<text x="${(x + w / 2).toFixed(1)}" y="${(y + h / 2 + 18).toFixed(1)}" text-anchor="middle" font-size="11" fill="#555" ${FONT}>${(room.w * room.h).toFixed(2)}㎡</text>`
      );
    })
    .join('');
  const outline = geometry.outline.map(([x, y]) => `${(ox + x * scale).toFixed(1)},${(oy + y * scale).toFixed(1)}`).join(' ');
  const dims =
    `<text x="${(ox + (maxX * scale) / 2).toFixed(1)}" y="${(oy - 8).toFixed(1)}" text-anchor="middle" font-size="12" ${FONT}>${maxX.toFixed(2)}m</text>` +
    `<text x="${(ox - 10).toFixed(1)}" y="${(oy + (maxY * scale) / 2).toFixed(1)}" text-anchor="end" font-size="12" ${FONT}>${maxY.toFixed(2)}m</text>`;
  const footer = `<text x="40" y="${height - 40}" font-size="14" ${FONT}>坐落：${esc(label)}\u3000所在层：${esc(geometry.floor)}\u3000建筑面积：${buildingArea.toFixed(2)}㎡</text>`;
  return frame(width, height, `房屋分户图 ${label}`, `<polygon points="${outline}" fill="none" stroke="#000" stroke-width="4"/>${rooms}${dims}${footer}${north(width - 50, 60)}`);
}

/** 宗地图: the parcel's boundary with numbered corner points, buildings on it and its four neighbours. */
export function drawParcelMap(label: string, geometry: ParcelGeometry, unitId: string): string {
  const width = 800;
  const height = 600;
  const xs = geometry.boundary.map((p) => p[0]);
  const ys = geometry.boundary.map((p) => p[1]);
  const minX = Math.min(...xs);
  const minY = Math.min(...ys);
  const spanX = Math.max(...xs) - minX;
  const spanY = Math.max(...ys) - minY;
  const scale = Math.min((width - 200) / spanX, (height - 220) / spanY);
  const ox = (width - spanX * scale) / 2 - minX * scale;
  const oy = 100 - minY * scale;
  const at = ([x, y]: [number, number]) => [ox + x * scale, oy + y * scale] as const;
  const boundary = geometry.boundary.map((p) => at(p).map((v) => v.toFixed(1)).join(',')).join(' ');
  const corners = geometry.boundary
    .map((p, i) => {
      const [x, y] = at(p);
      return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="4" fill="#c00"/><text x="${(x + 6).toFixed(1)}" y="${(y - 6).toFixed(1)}" font-size="12" fill="#c00" ${FONT}>J${i + 1}</text>`;
    })
    .join('');
  const buildings = geometry.buildings
    .map((b) => {
      const pts = b.points.map((p) => at(p).map((v) => v.toFixed(1)).join(',')).join(' ');
      const cx = b.points.reduce((s, p) => s + at(p)[0], 0) / b.points.length;
      const cy = b.points.reduce((s, p) => s + at(p)[1], 0) / b.points.length;
      return `<polygon points="${pts}" fill="#dde8f5" stroke="#245" stroke-width="1.5"/><text x="${cx.toFixed(1)}" y="${(cy + 5).toFixed(1)}" text-anchor="middle" font-size="12" ${FONT}>${esc(b.label)}</text>`;
    })
    .join('');
  const top = oy + minY * scale;
  const bottom = oy + (minY + spanY) * scale;
  const left = ox + minX * scale;
  const right = ox + (minX + spanX) * scale;
  const sides =
    `<text x="${width / 2}" y="${(top - 14).toFixed(1)}" text-anchor="middle" font-size="14" ${FONT}>${esc(geometry.sides.north)}</text>` +
    `<text x="${width / 2}" y="${(bottom + 26).toFixed(1)}" text-anchor="middle" font-size="14" ${FONT}>${esc(geometry.sides.south)}</text>` +
    `<text x="${(right + 16).toFixed(1)}" y="${((top + bottom) / 2).toFixed(1)}" font-size="14" ${FONT}>${esc(geometry.sides.east)}</text>` +
    `<text x="${(left - 16).toFixed(1)}" y="${((top + bottom) / 2).toFixed(1)}" text-anchor="end" font-size="14" ${FONT}>${esc(geometry.sides.west)}</text>`;
  const footer = `<text x="40" y="${height - 40}" font-size="14" ${FONT}>宗地代码：${esc(unitId.slice(0, 19))}\u3000宗地面积：${geometry.area.toFixed(2)}㎡</text>`;
  return frame(
    width,
    height,
    `宗地图 ${label}`,
    `<polygon points="${boundary}" fill="#fbf7e6" stroke="#a00" stroke-width="3"/>${buildings}${corners}${sides}${footer}${north(width - 50, 60)}`,
  );
}
