import type { SearchTopicsResponse } from "@sumwise/gen/learning/v1/topic_search_pb";
import {
  noSearchResultsText,
  searchCountText,
  showsSearchDropdown,
  TOPIC_SEARCH_MAX_LENGTH,
  topicSearchMessages,
} from "@sumwise/rules";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { learnPaths } from "../../../lib/learning/names.js";
import { useCourseName } from "../api/get-course-for-user.js";
import { useSearchTopics } from "../api/search-topics.js";
import { useDelayedSpinner } from "../lib/use-delayed-spinner.js";

interface Result {
  id: string;
  title: string;
  lesson: string;
  to: string;
}

function resultsOf(data: SearchTopicsResponse | undefined): Result[] {
  if (!data) return [];
  const parts = new Map(data.parts.map((part) => [part.name, part]));
  return data.matchingResources.map((match) => {
    const part = parts.get(match.partName);
    return {
      id: match.resourceName,
      title: match.resourceDisplayName,
      lesson: part ? `Lesson ${part.partNumber} – ${part.partDisplayName}` : "",
      to: learnPaths.lesson(match.partName),
    };
  });
}

const searchIcon = (
  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
    <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.2" />
    <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
  </svg>
);

/**
 * Topic search in the top bar (spec §2, §5, §9): a combobox whose listbox shows the course's topics
 * matching the text (at most 35 characters) while the search is focused and the text is longer than
 * 1 character or a number. Arrow keys move through the results, Enter opens one's lesson, Escape
 * clears. On a phone it sits behind a Search button and opens as a row under the top bar.
 */
export function TopicSearch({ exploreEnabled }: { exploreEnabled: boolean }) {
  const courseName = useCourseName(true);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [text, setText] = useState("");
  const [focused, setFocused] = useState(false);
  const [phoneOpen, setPhoneOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const inputRef = useRef<HTMLInputElement>(null);
  const rootRef = useRef<HTMLElement>(null);
  const ids = { panel: useId(), listbox: useId(), status: useId(), label: useId() };
  const term = text.trim();
  const dropdown = showsSearchDropdown(text, focused);
  const search = useSearchTopics(courseName, term, dropdown);
  const spinner = useDelayedSpinner(search.isFetching);
  const results = resultsOf(search.data);

  // A new page closes the phone's search row.
  useEffect(() => setPhoneOpen(false), [pathname]);
  useEffect(() => {
    if (phoneOpen) inputRef.current?.focus();
  }, [phoneOpen]);

  if (!courseName) return null;

  const open = (result: Result) => {
    setText("");
    setActive(-1);
    inputRef.current?.blur();
    setFocused(false);
    navigate(result.to);
  };
  const clear = () => {
    setText("");
    setActive(-1);
    inputRef.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" && results.length > 0) {
      event.preventDefault();
      setActive((index) => (index + 1) % results.length);
    } else if (event.key === "ArrowUp" && results.length > 0) {
      event.preventDefault();
      setActive((index) => (index <= 0 ? results.length - 1 : index - 1));
    } else if (event.key === "Enter") {
      event.preventDefault();
      const chosen = results[active] ?? (results.length === 1 ? results[0] : undefined);
      if (chosen) open(chosen);
    } else if (event.key === "Escape") {
      if (text) clear();
      else setPhoneOpen(false);
    }
  };

  const showResults = dropdown && !!search.data;
  const failed = dropdown && search.isError && !search.data;
  return (
    <search
      ref={rootRef}
      className={phoneOpen ? "topic-search topic-search--open" : "topic-search"}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        // Focus moving to Clear Search or the Explore link stays inside the search.
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <button
        type="button"
        className="button button--ghost topic-search__toggle"
        aria-expanded={phoneOpen}
        aria-controls={ids.panel}
        onClick={() => setPhoneOpen((value) => !value)}
      >
        {searchIcon}
        <span className="visually-hidden">Search topics</span>
      </button>
      <div id={ids.panel} className="topic-search__panel">
        <label id={ids.label} htmlFor={`${ids.panel}-input`} className="visually-hidden">
          Search topics
        </label>
        <div className="topic-search__field">
          <span className="topic-search__icon">{searchIcon}</span>
          <input
            ref={inputRef}
            id={`${ids.panel}-input`}
            className="topic-search__input"
            type="search"
            role="combobox"
            placeholder="Search topics"
            autoComplete="off"
            spellCheck={false}
            maxLength={TOPIC_SEARCH_MAX_LENGTH}
            value={text}
            aria-expanded={dropdown}
            aria-controls={ids.listbox}
            aria-autocomplete="list"
            aria-describedby={dropdown ? ids.status : undefined}
            aria-activedescendant={dropdown && results[active] ? `${ids.listbox}-${active}` : undefined}
            onChange={(event) => {
              setText(event.target.value);
              setActive(-1);
            }}
            onKeyDown={onKeyDown}
          />
          {spinner && dropdown ? (
            <span className="topic-search__spinner" data-testid="search-spinner">
              <span className="spinner__circle" aria-hidden="true" />
            </span>
          ) : null}
        </div>
        <div className="topic-search__dropdown" hidden={!dropdown}>
          <p id={ids.status} className="topic-search__status" role="status">
            {failed
              ? topicSearchMessages.loadFailure
              : showResults
                ? results.length > 0
                  ? searchCountText(results.length, search.data?.totalSize ?? results.length)
                  : noSearchResultsText(term)
                : spinner
                  ? "Searching…"
                  : ""}
          </p>
          <div id={ids.listbox} role="listbox" aria-labelledby={ids.label} className="topic-search__results">
            {showResults
              ? results.map((result, index) => (
                  // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keys (arrows, Enter); options never take focus
                  <div
                    key={result.id}
                    tabIndex={-1}
                    id={`${ids.listbox}-${index}`}
                    role="option"
                    aria-selected={index === active}
                    className={
                      index === active ? "topic-search__result topic-search__result--active" : "topic-search__result"
                    }
                    // Keep focus in the input so the dropdown stays open until the click lands.
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => open(result)}
                  >
                    <span className="topic-search__title">{result.title}</span>
                    <span className="topic-search__lesson">{result.lesson}</span>
                  </div>
                ))
              : null}
          </div>
          <div className="topic-search__actions">
            <button type="button" className="button button--ghost button--sm" onClick={clear}>
              {topicSearchMessages.clear}
            </button>
            {exploreEnabled ? (
              <Link to="/learn/explore" onClick={() => setText("")}>
                {topicSearchMessages.exploreLink}
              </Link>
            ) : null}
          </div>
        </div>
      </div>
    </search>
  );
}
