/**
 * The 不动产证明号 a mortgage registered in the hall gets (and 缮证's proof of another business, from
 * the proof number it cancels when it names no certificate): the certificate's province and city, the
 * year of registration (China time) and the acceptance number's serial, seven digits
 * (冀(2019)邯郸市不动产权第0016875号 and DJ2026W00012 → 冀(2026)邯郸市不动产证明第0000012号).
 */
export function proofNumber(certificateNumber: string, acceptanceNumber: string, at: Date): string {
  const year = new Date(at.getTime() + 8 * 3_600_000).getUTCFullYear();
  const serial = (acceptanceNumber.match(/(\d+)$/)?.[1] ?? '0').slice(-7).padStart(7, '0');
  const place = certificateNumber.match(/^(.*)\(\d{4}\)(.*?)不动产(?:权|证明)第/);
  return place ? `${place[1]}(${year})${place[2]}不动产证明第${serial}号` : `(${year})不动产证明第${serial}号`;
}
