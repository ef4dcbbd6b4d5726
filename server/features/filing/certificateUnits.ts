import { refuse } from '../../domain/refusal';
import type { QueryIdentity } from '../../queries/http';
import type { Registry } from '../../registry/registry';

/** One unit of a certificate, under the names of the unit form (fwxx), ready to fill it. */
export interface CertificateUnit {
  bdcqzmh: string;
  bdcdyh: string;
  zl: string;
  /** The certificate's floor area; only when it covers this unit alone (a shared figure would mislead). */
  fwsyqmj?: number;
  yt: string;
  qlxz: string;
  xzqdm: string;
}

/**
 * /mpnw/api/singleApply/searchBdcdyInfoByBdcqzh (spec 001 section 7.1, payload not shown; decision
 * 0023): the units of a certificate the signed-in citizen holds, found by its number, so the unit
 * form can be filled from the registry. Someone else's certificate is not found, as in the
 * certificate query: the registry's records are shown to their holders only.
 */
/**
 * The valid certificates the signed-in citizen holds, newest first: what the unit form offers to
 * pick from before the lookup above fills in the chosen one's units. Only number and location.
 */
export async function heldCertificates(registry: Registry, who: QueryIdentity): Promise<{ bdcqzh: string; zl: string }[]> {
  const held = await registry.listHeldCertificates(who, registry.region.xzqBm);
  return held.filter((certificate) => certificate.sfyx === '1').map((certificate) => ({ bdcqzh: certificate.bdcqzh, zl: certificate.zl }));
}

export async function certificateUnits(registry: Registry, who: QueryIdentity, bdcqzh: string): Promise<CertificateUnit[]> {
  const certificate = await registry.findHeldCertificate(bdcqzh, who);
  if (!certificate) refuse('notFound', 'registry.notFoundCert');
  const units = certificate.bdcdyid.split('@').filter(Boolean);
  return units.map((bdcdyh) => ({
    bdcqzmh: certificate.bdcqzh,
    bdcdyh,
    zl: certificate.zl,
    ...(units.length === 1 ? { fwsyqmj: certificate.jzmj } : {}),
    yt: certificate.yt,
    qlxz: certificate.qlxz,
    xzqdm: certificate.xzqdm,
  }));
}
