import type { InferResponseType } from "hono/client";
import { MEDIA_FILE_FIELD, type MediaAltInput } from "#core/domain/media-library";
import type { Lang } from "#core/i18n/languages";
import { answerOf, api, doneOf, requestOptions } from "~/lib/api-client";
import { errorFrom } from "~/lib/api-error";

/** The media library's calls to /api/crm/media, in the page's language (errors come back translated). */
const media = api.crm.media;
const one = media[":id{[0-9]+}"];
const param = (id: number) => ({ param: { id: String(id) } });

export const mediaKeys = {
  page: (page: number) => ["media", "page", page] as const,
  all: ["media"] as const,
};

export const fetchImages = (lang: Lang, page: number, signal?: AbortSignal) =>
  answerOf(media.$get({ query: { page: String(page) } }, requestOptions(lang, signal)));
export type MediaPage = InferResponseType<typeof media.$get, 200>;
export type MediaImage = MediaPage["images"][number];

export const saveAlt = (lang: Lang, id: number, json: MediaAltInput) =>
  answerOf(one.$patch({ ...param(id), json }, requestOptions(lang)));

export const deleteImage = (lang: Lang, id: number) => doneOf(one.$delete(param(id), requestOptions(lang)));

/** Where an upload is: its bytes on their way (0–100), then the server making the sizes. */
export type UploadProgress = { stage: "sending"; percent: number } | { stage: "making" };

/**
 * POST /api/crm/media with one file (multipart/form-data). Through XMLHttpRequest, the one browser API that
 * reports an upload's progress; rejects with the API's translated error, or a plain Error when the network
 * failed.
 */
export function uploadImage(lang: Lang, file: File, onProgress: (progress: UploadProgress) => void) {
  return new Promise<{ id: number }>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", "/api/crm/media");
    xhr.setRequestHeader("Accept-Language", lang);
    xhr.setRequestHeader("Accept", "application/json");
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable)
        onProgress({ stage: "sending", percent: (event.loaded / event.total) * 100 });
    };
    xhr.upload.onload = () => onProgress({ stage: "making" });
    xhr.onerror = () => reject(new Error("network"));
    xhr.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = undefined;
      }
      if (xhr.status === 201) resolve(body as { id: number });
      else reject(errorFrom(xhr.status, body));
    };
    const form = new FormData();
    form.append(MEDIA_FILE_FIELD, file);
    xhr.send(form);
  });
}
