import type { MessageInitShape } from "@bufbuild/protobuf";
import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import { NotificationKind, type NotificationSchema, NotificationType } from "@sumwise/gen/activity/v1/notifications_pb";
import type { NotificationRow } from "../db/notification-repository.js";
import { type NotificationType as DomainType, isNotificationType, kindOf } from "../domain/index.js";

export function toProtoType(type: DomainType): NotificationType {
  return NotificationType[type];
}

export function fromProtoType(type: NotificationType): DomainType | undefined {
  const name = NotificationType[type];
  return name !== undefined && isNotificationType(name) ? name : undefined;
}

export function toNotificationMessage(row: NotificationRow): MessageInitShape<typeof NotificationSchema> {
  const type = isNotificationType(row.type) ? row.type : undefined;
  return {
    name: row.name,
    read: row.read,
    kind: type && kindOf(type) === "achievement" ? NotificationKind.ACHIEVEMENT : NotificationKind.DEFAULT,
    title: row.title,
    text: row.text,
    level: row.level ?? 0,
    type: type ? toProtoType(type) : NotificationType.UNSPECIFIED,
    createTime: timestampFromDate(row.created_at),
    link: row.link ?? "",
    childIndyUserName: row.child_id ? `indyUsers/${row.child_id}` : "",
  };
}
