import { useState } from 'react';

/**
 * The PDF in the browser's own viewer. It keeps the link it was first given: a renewed link
 * would reload the document and lose the reader's page, and the loaded document no longer needs it.
 */
export const GuidelineFrame = ({ src, title }: { src: string; title: string }) => {
  const [initialSrc] = useState(src);
  return (
    <iframe
      src={initialSrc}
      title={title}
      className="h-[75vh] min-h-[480px] w-full rounded-md border border-neutral-300 bg-white"
    />
  );
};
