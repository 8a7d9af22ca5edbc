// The custom messages of @payola/lsp/protocol (typed once there), bound to this client's copy of
// vscode-jsonrpc. vscode-languageclient 11 pins a newer vscode-languageserver-protocol than the
// server's vscode-languageserver 10.1, and their message classes are not assignable to each other;
// the parameter and result types are read from the shared declarations, never restated here.
import { NotificationType, RequestType } from 'vscode-languageclient/node';
import * as shared from '@payola/lsp/protocol';

/** The phantom `_` field of vscode-jsonrpc's message types carries their parameter and result types. */
type Signature<T> = T extends { readonly _: infer S } ? Exclude<S, undefined> : never;
type ClientNotification<T> = Signature<T> extends [infer P, unknown] ? NotificationType<P> : never;
type ClientRequest<T> = Signature<T> extends [infer P, infer R, infer E, unknown] ? RequestType<P, R, E> : never;

const notification = <T extends { readonly method: string }>(type: T) =>
  new NotificationType(type.method) as ClientNotification<T>;
const request = <T extends { readonly method: string }>(type: T) => new RequestType(type.method) as ClientRequest<T>;

export type {
  SheetParams,
  SheetStatus,
  ReductionScheduleResult,
  PreviewAdjudicationResult,
  BoardPictureResult,
} from '@payola/lsp/protocol';
export const sheetStatusNotification = notification(shared.sheetStatusNotification);
export const reductionScheduleRequest = request(shared.reductionScheduleRequest);
export const previewAdjudicationRequest = request(shared.previewAdjudicationRequest);
export const boardRequest = request(shared.boardRequest);
