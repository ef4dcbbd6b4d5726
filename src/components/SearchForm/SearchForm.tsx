import Button from 'antd-mobile/es/components/button';
import SearchBar from 'antd-mobile/es/components/search-bar';
import './SearchForm.css';

export interface SearchFormProps {
  /** The box's placeholder, and its name for screen readers. */
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** With the text trimmed: from the keyboard's search key, the form's submit or the button. */
  onSearch: (value: string) => void;
  onClear?: () => void;
  /** A visible search button beside the box (default: the keyboard's search key only). */
  buttonText?: string;
  maxLength?: number;
  className?: string;
}

/** A search box in a form of role search: the information lists, the business query, the downloads. */
export function SearchForm({ label, value, onChange, onSearch, onClear, buttonText, maxLength, className }: SearchFormProps) {
  return (
    <form
      role="search"
      className={className ? `search-form ${className}` : 'search-form'}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(value.trim());
      }}
    >
      <SearchBar
        className="search-form-box"
        aria-label={label}
        placeholder={label}
        value={value}
        maxLength={maxLength}
        onChange={onChange}
        onSearch={(typed) => onSearch(typed.trim())}
        onClear={onClear}
      />
      {buttonText ? (
        <Button type="submit" color="primary" size="small" className="search-form-button">
          {buttonText}
        </Button>
      ) : null}
    </form>
  );
}
