/**
 * The calls of one owner's documents (an object's, an action's): the list as an ApiCall, a
 * document's bytes fetched with the session's headers (a link cannot send them) and saved as a
 * download, and a delete that refreshes the list. The upload itself is antd's (document-upload.tsx:
 * it reports its progress).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { attachmentSchema, type Attachment } from '@console/contract/attachments';
import type { ApiCall } from '../../lib/api-call';
import { callQuery } from '../../lib/call-query';
import { http, scopeHeaders } from '../../lib/http';

export const useDocumentList = (list: ApiCall) => useQuery(callQuery(list, z.array(attachmentSchema)));

export function useDeleteDocument(list: ApiCall) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http.delete(`${list.path}/${id}`, z.unknown(), undefined, { raw: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: list.key }),
  });
}

/** Fetches a document's bytes and hands them to the browser as a download under its own name. */
export async function downloadDocument(list: ApiCall, doc: Attachment): Promise<void> {
  const res = await fetch(`${list.path}/${doc.id}`, { headers: scopeHeaders() });
  if (!res.ok) throw new Error(String(res.status));
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = doc.name;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser the moment it needs to start the download before the bytes are dropped.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
