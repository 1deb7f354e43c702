import FuzzSupport

// Each input as a Markdown accessibility spec.
fuzz(.specMarkdown)
