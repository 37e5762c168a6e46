import { RowLabel as RowLabel_7f4fa5fc68fb5a0a92393f6444a57fbd } from '@/components/admin/RowLabel'
import { TranslationStatus as TranslationStatus_fb5811a3a254f6f681e2621cab208043 } from '@/components/admin/TranslationStatus'
import { YesNoCell as YesNoCell_93cbdbe04b9517ce5a0059dffb93f803 } from '@/components/admin/YesNoCell'
import { PlanWorkedExample as PlanWorkedExample_88ad25e3fa753de590c782e14f79b7f2 } from '@/components/admin/PlanWorkedExample'
import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { RelationshipFeatureClient as RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ChecklistFeatureClient as ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { IndentFeatureClient as IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AlignFeatureClient as AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SuperscriptFeatureClient as SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscriptFeatureClient as SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { CsvExportLink as CsvExportLink_78cd7f8d48dc3efdfe30d45c82287dd9 } from '../../../components/admin/CsvExportLink'
import { HistoryRowLabel as HistoryRowLabel_7f29254f30744533bd0666a047cdcdc1 } from '@/collections/Complaints/HistoryRowLabel'
import { DeliveryField as DeliveryField_58abb0e5d3dd361df06a78fa1198b11c } from '@/collections/OutboxMessages/admin/Delivery'
import { DeliveryCell as DeliveryCell_58abb0e5d3dd361df06a78fa1198b11c } from '@/collections/OutboxMessages/admin/Delivery'
import { DocumentsPanel as DocumentsPanel_e9f490148ee52e2894258d8fddb001f7 } from '@/collections/Claims/admin/DocumentsPanel'
import { ChecklistRowLabel as ChecklistRowLabel_5813a4f682ef7e747653f6e6a4922673 } from '@/collections/Claims/admin/ChecklistRowLabel'
import { HistoryRowLabel as HistoryRowLabel_8ca2cd0f1a5ef896ee37cbd1578ef5f5 } from '@/collections/Claims/admin/HistoryRowLabel'
import { MoneyCell as MoneyCell_86ed226ef75321152fbb545b5b5c1c29 } from '@/components/admin/Money'
import { MoneyField as MoneyField_86ed226ef75321152fbb545b5b5c1c29 } from '@/components/admin/Money'
import { TargetCell as TargetCell_2c95ad1da2f31955089bec23dbde8bb2 } from '@/collections/AuditLog/admin/Changes'
import { TargetField as TargetField_2c95ad1da2f31955089bec23dbde8bb2 } from '@/collections/AuditLog/admin/Changes'
import { ChangesField as ChangesField_2c95ad1da2f31955089bec23dbde8bb2 } from '@/collections/AuditLog/admin/Changes'
import { AddressCheck as AddressCheck_3843d4bc818d227a651eec95fadf443c } from '@/components/admin/AddressCheck'
import { AdminIcon as AdminIcon_066c562e10ad4e70ff0de1a39f9b91f6 } from '@/components/admin/Brand'
import { AdminLogo as AdminLogo_066c562e10ad4e70ff0de1a39f9b91f6 } from '@/components/admin/Brand'
import { StaffAccessNote as StaffAccessNote_066c562e10ad4e70ff0de1a39f9b91f6 } from '@/components/admin/Brand'
import { LivePreviewLabels as LivePreviewLabels_4d5d07f775fee2859532eb7366093dfa } from '@/components/admin/LivePreviewLabels'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { FirstAdmin as FirstAdmin_4b131a02c1f1ff2f070284f099431d4c } from '@/collections/Users/admin/FirstAdmin'
import { WorkToDo as WorkToDo_6859c4ffaec77283856493636559170b } from '@/components/admin/WorkToDo'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "@/components/admin/RowLabel#RowLabel": RowLabel_7f4fa5fc68fb5a0a92393f6444a57fbd,
  "@/components/admin/TranslationStatus#TranslationStatus": TranslationStatus_fb5811a3a254f6f681e2621cab208043,
  "@/components/admin/YesNoCell#YesNoCell": YesNoCell_93cbdbe04b9517ce5a0059dffb93f803,
  "@/components/admin/PlanWorkedExample#PlanWorkedExample": PlanWorkedExample_88ad25e3fa753de590c782e14f79b7f2,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#RelationshipFeatureClient": RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ChecklistFeatureClient": ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#IndentFeatureClient": IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#AlignFeatureClient": AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SuperscriptFeatureClient": SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SubscriptFeatureClient": SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "/components/admin/CsvExportLink#CsvExportLink": CsvExportLink_78cd7f8d48dc3efdfe30d45c82287dd9,
  "@/collections/Complaints/HistoryRowLabel#HistoryRowLabel": HistoryRowLabel_7f29254f30744533bd0666a047cdcdc1,
  "@/collections/OutboxMessages/admin/Delivery#DeliveryField": DeliveryField_58abb0e5d3dd361df06a78fa1198b11c,
  "@/collections/OutboxMessages/admin/Delivery#DeliveryCell": DeliveryCell_58abb0e5d3dd361df06a78fa1198b11c,
  "@/collections/Claims/admin/DocumentsPanel#DocumentsPanel": DocumentsPanel_e9f490148ee52e2894258d8fddb001f7,
  "@/collections/Claims/admin/ChecklistRowLabel#ChecklistRowLabel": ChecklistRowLabel_5813a4f682ef7e747653f6e6a4922673,
  "@/collections/Claims/admin/HistoryRowLabel#HistoryRowLabel": HistoryRowLabel_8ca2cd0f1a5ef896ee37cbd1578ef5f5,
  "@/components/admin/Money#MoneyCell": MoneyCell_86ed226ef75321152fbb545b5b5c1c29,
  "@/components/admin/Money#MoneyField": MoneyField_86ed226ef75321152fbb545b5b5c1c29,
  "@/collections/AuditLog/admin/Changes#TargetCell": TargetCell_2c95ad1da2f31955089bec23dbde8bb2,
  "@/collections/AuditLog/admin/Changes#TargetField": TargetField_2c95ad1da2f31955089bec23dbde8bb2,
  "@/collections/AuditLog/admin/Changes#ChangesField": ChangesField_2c95ad1da2f31955089bec23dbde8bb2,
  "@/components/admin/AddressCheck#AddressCheck": AddressCheck_3843d4bc818d227a651eec95fadf443c,
  "@/components/admin/Brand#AdminIcon": AdminIcon_066c562e10ad4e70ff0de1a39f9b91f6,
  "@/components/admin/Brand#AdminLogo": AdminLogo_066c562e10ad4e70ff0de1a39f9b91f6,
  "@/components/admin/Brand#StaffAccessNote": StaffAccessNote_066c562e10ad4e70ff0de1a39f9b91f6,
  "@/components/admin/LivePreviewLabels#LivePreviewLabels": LivePreviewLabels_4d5d07f775fee2859532eb7366093dfa,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "@/collections/Users/admin/FirstAdmin#FirstAdmin": FirstAdmin_4b131a02c1f1ff2f070284f099431d4c,
  "@/components/admin/WorkToDo#WorkToDo": WorkToDo_6859c4ffaec77283856493636559170b,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
