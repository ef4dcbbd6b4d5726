import { useState } from 'react';
import useSWR from 'swr';
import { useAppState } from '../../../app/state';
import { SearchForm } from '../../../components/SearchForm/SearchForm';
import { useT } from '../../../lib/i18n';
import { downloadUrl, listDownloads } from '../api/serviceSites';
import '../serviceSites.css';

/** zlxz: the forms of the user's region to download, searchable by name (getZlxzList). */
export default function DownloadsPage() {
  const t = useT();
  const { me, region: registryRegion } = useAppState();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  // A user with no region yet sees the registry's (spec 001 section 9).
  const region = me?.XZQDM || registryRegion;
  const { data } = useSWR(['downloads', region, search], () => listDownloads(region, search));
  return (
    <div className="sites-page">
      <SearchForm
        className="sites-search"
        label={t('appoint.searchFile')}
        value={typed}
        onChange={setTyped}
        onSearch={setSearch}
        buttonText={t('appoint.search')}
        maxLength={50}
      />
      {data?.length === 0 ? <p className="sites-empty">{t('appoint.empty')}</p> : null}
      {data?.map((file) => (
        <div key={file.fileAlias} className="sites-file">
          <span>{file.fileName}</span>
          <a href={downloadUrl(file.fileAlias)} download={file.fileName}>
            {t('appoint.download')}
          </a>
        </div>
      ))}
    </div>
  );
}
