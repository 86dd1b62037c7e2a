CREATE TABLE "leader_texts" (
	"leader_key" text NOT NULL,
	"lang" text NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"bio" text NOT NULL,
	"location" text NOT NULL,
	"initials" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leader_texts_leader_key_lang_pk" PRIMARY KEY("leader_key","lang")
);
--> statement-breakpoint
CREATE TABLE "leaders" (
	"key" text PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"email" text NOT NULL,
	"linked_in" text NOT NULL,
	"office" text NOT NULL,
	"photo_image_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
ALTER TABLE "leader_texts" ADD CONSTRAINT "leader_texts_leader_key_leaders_key_fk" FOREIGN KEY ("leader_key") REFERENCES "public"."leaders"("key") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "leaders" ADD CONSTRAINT "leaders_photo_image_id_media_images_id_fk" FOREIGN KEY ("photo_image_id") REFERENCES "public"."media_images"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
-- The first site's two leaders with their texts in English, Arabic and Serbian (were pages.json leadership.people and common.json monograms).
--> statement-breakpoint
INSERT INTO "leaders" ("key", "position", "email", "linked_in", "office") VALUES ('nikola-markovic', 1, 'nikola.markovic@potentia-research.com', 'https://www.linkedin.com/in/nikola-markovic-potentia', 'belgrade');
--> statement-breakpoint
INSERT INTO "leader_texts" ("leader_key", "lang", "name", "role", "bio", "location", "initials") VALUES ('nikola-markovic', 'en', 'Nikola Marković', 'Managing Director', 'Nikola has led Potentia since 2012 and guided its growth from a specialist agricultural and pharmaceutical research firm into a full-service insights consultancy. Over more than twenty years in market research he has designed brand, pricing and customer experience programs for clients in automotive, banking, FMCG and the public sector. He holds a master''s degree in statistics and speaks regularly on the practical use of AI in research. He led the opening of the Riyadh office in 2025.', 'Belgrade, Serbia', 'NM');
--> statement-breakpoint
INSERT INTO "leader_texts" ("leader_key", "lang", "name", "role", "bio", "location", "initials") VALUES ('nikola-markovic', 'ar', 'نيكولا ماركوفيتش', 'المدير العام', 'يقود نيكولا بوتنشيا منذ عام 2012، وقد أشرف على تحولها من شركة متخصصة في أبحاث الزراعة والأدوية إلى شركة استشارات متكاملة في مجال الرؤى. صمّم على مدى أكثر من عشرين عامًا في أبحاث السوق برامج للعلامات التجارية والتسعير وتجربة العملاء لعملاء في قطاعات السيارات والبنوك والسلع الاستهلاكية والقطاع العام. يحمل درجة الماجستير في الإحصاء، ويتحدث بانتظام عن التطبيقات العملية للذكاء الاصطناعي في البحث. وقاد افتتاح مكتب الرياض عام 2025.', 'بلغراد، صربيا', 'ن م');
--> statement-breakpoint
INSERT INTO "leader_texts" ("leader_key", "lang", "name", "role", "bio", "location", "initials") VALUES ('nikola-markovic', 'sr', 'Никола Марковић', 'Генерални директор', 'Никола води Potentia од 2012. године и усмерио је њен развој од специјализоване агенције за пољопривредна и фармацеутска истраживања до консултантске куће са комплетном понудом увида. Током више од двадесет година у истраживању тржишта осмишљавао је програме за брендове, цене и корисничко искуство за клијенте из аутомобилске индустрије, банкарства, робе широке потрошње и јавног сектора. Магистар је статистике и редовно говори о практичној примени вештачке интелигенције у истраживањима. Предводио је отварање канцеларије у Ријаду 2025. године.', 'Београд, Србија', 'НМ');
--> statement-breakpoint
INSERT INTO "leaders" ("key", "position", "email", "linked_in", "office") VALUES ('sara-al-otaibi', 2, 'sara.alotaibi@potentia-research.com', 'https://www.linkedin.com/in/sara-al-otaibi-potentia', 'riyadh');
--> statement-breakpoint
INSERT INTO "leader_texts" ("leader_key", "lang", "name", "role", "bio", "location", "initials") VALUES ('sara-al-otaibi', 'en', 'Sara Al-Otaibi', 'Qualitative Research Director', 'Sara leads Potentia''s qualitative practice from Riyadh, heading the team that serves clients in Saudi Arabia and the wider Gulf. She brings fifteen years of experience in focus groups, in-depth interviews, ethnography and co-creation, with a particular focus on banking, automotive and government services. She is known for moderating sensitive conversations in Arabic and English and for turning what people say into clear business recommendations.', 'Riyadh, Saudi Arabia', 'SA');
--> statement-breakpoint
INSERT INTO "leader_texts" ("leader_key", "lang", "name", "role", "bio", "location", "initials") VALUES ('sara-al-otaibi', 'ar', 'سارة العتيبي', 'مديرة الأبحاث النوعية', 'تقود سارة ممارسة الأبحاث النوعية في بوتنشيا من الرياض، وترأس الفريق الذي يخدم العملاء في المملكة العربية السعودية ومنطقة الخليج. تمتلك خمسة عشر عامًا من الخبرة في مجموعات النقاش والمقابلات المعمقة والبحث الإثنوغرافي والابتكار المشترك، مع تركيز خاص على قطاعات البنوك والسيارات والخدمات الحكومية. وتُعرف بقدرتها على إدارة النقاشات الحساسة باللغتين العربية والإنجليزية، وتحويل ما يقوله الناس إلى توصيات أعمال واضحة.', 'الرياض، المملكة العربية السعودية', 'س ع');
--> statement-breakpoint
INSERT INTO "leader_texts" ("leader_key", "lang", "name", "role", "bio", "location", "initials") VALUES ('sara-al-otaibi', 'sr', 'Сара Ал-Отаиби', 'Директорка квалитативних истраживања', 'Сара из Ријада води квалитативна истраживања компаније Potentia и тим који ради са клијентима у Саудијској Арабији и широј регији Залива. Има петнаест година искуства у фокус групама, дубинским интервјуима, етнографији и кокреацији, са посебним фокусом на банкарство, аутомобилску индустрију и државне услуге. Позната је по вођењу осетљивих разговора на арапском и енглеском језику и по томе што оно што људи кажу претвара у јасне пословне препоруке.', 'Ријад, Саудијска Арабија', 'СА');
