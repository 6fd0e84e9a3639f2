import type { MessageInitShape } from "@bufbuild/protobuf";
import { createRouterTransport } from "@connectrpc/connect";
import { TransportProvider } from "@connectrpc/connect-query";
import { LearningService } from "@sumwise/gen/learning/v1/learning_service_pb";
import type { SearchTopicsRequest, SearchTopicsResponseSchema } from "@sumwise/gen/learning/v1/topic_search_pb";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TopicSearch } from "./topic-search.js";

type Answer = MessageInitShape<typeof SearchTopicsResponseSchema>;

const part = { name: "courses/gcse-fh/parts/pythagoras", partNumber: 12, partDisplayName: "Right-angled triangles" };
const pythagoras: Answer = {
  matchingResources: [
    {
      score: 0.86,
      resourceName: `${part.name}/learningPaths/geometry.pythagoras`,
      resourceDisplayName: "Pythagoras' theorem",
      partName: part.name,
    },
  ],
  parts: [part],
  totalSize: 1,
};

/** Each search waits until the test answers it, so the test controls how long fetching lasts. */
let pending: { request: SearchTopicsRequest; answer: (value: Answer) => void }[] = [];

function renderSearch() {
  const transport = createRouterTransport(({ service }) => {
    service(LearningService, {
      getCourseForUser: () => ({ courseName: "courses/gcse-fh" }),
      searchTopics: (request) => new Promise<Answer>((answer) => pending.push({ request, answer })),
    });
  });
  render(
    <TransportProvider transport={transport}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={["/learn"]}>
          <TopicSearch exploreEnabled />
          <Routes>
            <Route path="/learn" element={<h1>Home</h1>} />
            <Route path="/learn/course/lesson" element={<h1>Lesson page</h1>} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </TransportProvider>,
  );
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
/** Lets answered requests reach the screen without moving the clock (the query cache batches with 0 ms timers). */
async function settle() {
  for (let i = 0; i < 5; i++) await advance(0);
}
const spinner = () => screen.queryByTestId("search-spinner");

describe("TopicSearch", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    pending = [];
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  /** Lets the course name load (findBy* would poll on the real clock, which is faked here). */
  async function searchBox() {
    for (let i = 0; i < 20 && !screen.queryByRole("combobox"); i++) await advance(0);
    return screen.getByRole("combobox", { name: "Search topics" });
  }

  async function typeInto(text: string) {
    const input = await searchBox();
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: text } });
    await advance(0);
    return input;
  }

  it("shows the spinner only after 400 ms of fetching, hides it 100 ms after, and keeps old results while loading", async () => {
    renderSearch();
    await advance(0);
    const input = await typeInto("pythag");
    expect(pending.at(-1)?.request.searchString).toBe("pythag");
    expect(pending.at(-1)?.request.maxResults).toBe(10);
    await advance(399);
    expect(spinner()).toBeNull();
    await advance(1);
    expect(spinner()).not.toBeNull();

    await act(async () => pending.at(-1)?.answer(pythagoras));
    await settle();
    expect(screen.getByRole("option", { name: /Pythagoras' theorem/ })).toBeTruthy();
    expect(screen.getByText("We've found 1 result.")).toBeTruthy();
    await advance(99);
    expect(spinner()).not.toBeNull();
    await advance(1);
    expect(spinner()).toBeNull();

    // The next term's results are loading: the previous ones stay.
    fireEvent.change(input, { target: { value: "pythago" } });
    await advance(450);
    expect(spinner()).not.toBeNull();
    expect(screen.getByRole("option", { name: /Pythagoras' theorem/ })).toBeTruthy();
    await act(async () => pending.at(-1)?.answer({ matchingResources: [], parts: [], totalSize: 0 }));
    await settle();
    expect(screen.getByText("No results found for 'pythago'.")).toBeTruthy();
  });

  it("opens only for more than 1 character or a number, counts with a + and opens a result with the keyboard", async () => {
    renderSearch();
    await advance(0);
    const input = await typeInto("p");
    expect(input.getAttribute("aria-expanded")).toBe("false");
    expect(pending).toHaveLength(0);
    fireEvent.change(input, { target: { value: "3" } });
    await advance(0);
    expect(input.getAttribute("aria-expanded")).toBe("true");
    fireEvent.change(input, { target: { value: "py" } });
    await advance(0);
    await act(async () => pending.at(-1)?.answer({ ...pythagoras, totalSize: 14 }));
    await settle();
    expect(screen.getByText("We've found 1+ results.")).toBeTruthy();
    expect(input.getAttribute("maxlength")).toBe("35");

    fireEvent.keyDown(input, { key: "ArrowDown" });
    const option = screen.getByRole("option", { name: /Pythagoras' theorem/ });
    expect(option.getAttribute("aria-selected")).toBe("true");
    expect(input.getAttribute("aria-activedescendant")).toBe(option.id);
    fireEvent.keyDown(input, { key: "Enter" });
    await advance(0);
    expect(screen.getByRole("heading", { name: "Lesson page" })).toBeTruthy();
  });

  it("says when the search fails, and Clear Search empties the field", async () => {
    renderSearch();
    await advance(0);
    const input = (await typeInto("fractons")) as HTMLInputElement;
    // The first failure is retried once, a second later.
    await act(async () => pending.at(-1)?.answer(Promise.reject(new Error("down")) as never));
    await advance(1500);
    expect(pending).toHaveLength(2);
    await act(async () => pending.at(-1)?.answer(Promise.reject(new Error("down")) as never));
    await settle();
    expect(
      screen.getByText("Sorry, we couldn't load search results right now. Please refresh or try again later."),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: "Explore all topics" }).getAttribute("href")).toBe("/learn/explore");
    fireEvent.click(screen.getByRole("button", { name: "Clear Search" }));
    expect(input.value).toBe("");
  });
});
