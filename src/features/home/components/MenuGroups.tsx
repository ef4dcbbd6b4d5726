import { Fragment } from 'react';
import type { WxMenu } from '../api/menus';
import { labelWords } from '../labelWords';
import { tileTarget } from '../tileTarget';
import { TileLink } from './TileLink';

/** First-level menus as titled groups, each with a grid of its second-level tiles (icon + name). */
export function MenuGroups({ menus, openid }: { menus: WxMenu[]; openid: string | null }) {
  return (
    <>
      {menus.map((group) => {
        const tiles = group.secondmenus ?? [];
        if (tiles.length === 0) return null;
        const headingId = `menu-group-${group.id}`;
        return (
          <section key={group.id} className="menu-group" aria-labelledby={headingId}>
            <div className="menu-group-head">
              <h2 id={headingId} className="menu-group-title">
                {group.menuname}
              </h2>
              {group.bz ? <p className="menu-group-note">{group.bz}</p> : null}
            </div>
            <ul className="menu-grid">
              {tiles.map((tile) => (
                <li key={tile.id}>
                  <TileLink className="menu-tile" target={tileTarget(tile, openid)}>
                    <img className="menu-tile-icon" src={tile.imgpath} alt="" width={40} height={40} decoding="async" />
                    <span className="menu-tile-name">
                      {labelWords(tile.menuname).map((word, index) => (
                        <Fragment key={index}>
                          {index > 0 ? <wbr /> : null}
                          {word}
                        </Fragment>
                      ))}
                    </span>
                  </TileLink>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </>
  );
}
