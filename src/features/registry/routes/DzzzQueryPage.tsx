import { SearchForm } from '../components/SearchForm';
import '../registry.css';

/** dzzzQuery: the electronic licence query form; its history is /my/dzzzrecord. */
export default function DzzzQueryPage() {
  return (
    <div className="registry-page">
      <SearchForm kind="dzzz" recordPath="/my/dzzzrecord" />
    </div>
  );
}
