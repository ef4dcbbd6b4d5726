import { describe, expect, it } from 'vitest';
import type { HouseGeometry } from '../certificates/types';
import { DEMO_CERTIFICATES, DEMO_UNITS } from './demoRegistry';

const unit = (id: string) => DEMO_UNITS.find((candidate) => candidate.id === id);
const roomsArea = (geometry: HouseGeometry) => geometry.rooms.reduce((sum, room) => sum + room.w * room.h, 0);

/** Issue 27: the seeded drawings say what the seeded register says. */
describe('the demo drawings agree with the demo register', () => {
  it('draws no floor plan for a certificate of land without a building (in 在建工程, building land)', () => {
    for (const certificate of DEMO_CERTIFICATES.filter((record) => record.jzmj === 0)) {
      for (const id of certificate.bdcdyid.split('@')) expect(unit(id)?.kind, `${certificate.bdcqzh} ${id}`).not.toBe('house');
    }
  });

  it('never draws rooms larger than the building area the certificate gives each unit', () => {
    for (const certificate of DEMO_CERTIFICATES.filter((record) => record.jzmj > 0)) {
      const units = certificate.bdcdyid.split('@');
      for (const id of units) {
        const house = unit(id);
        if (house?.kind !== 'house') continue;
        expect(roomsArea(house.geometry as HouseGeometry), `${certificate.bdcqzh} ${house.label}`).toBeLessThanOrEqual(certificate.jzmj / units.length);
      }
    }
  });
});
