// Seed 004 (海底眼 卷2): its 六親發動 (父動 … 官動), 六親變化 (父化 … 鬼化), 持世 (父世 … 鬼世) and 六獸 (龍動 …
// 玄動) clauses as rows, like verses_000.cpp. The seed puts a gloss in parentheses after each clause
// (「父母當頭克子孫（父能克子）」); a passage is the clauses without their glosses, and the modern
// paraphrase on the following seed line is not carried. Corrections: docs/corrections.md.
#include "engine/reading/verse_rows.h"

namespace najia {

namespace {

using namespace verse_rows;
using enum Spirit;

constexpr Book kHdy{"004", "海底眼 卷2"};

constexpr Verse kVerses[] = {
    // 父動 (line 3)
    kHdy("haidiyan.moving.parent.any", "父母當頭克子孫", 3, moving(R::Parent)),
    kHdy("haidiyan.moving.parent.illness", "病人無藥主沉昏", 3, moving(R::Parent), {}, cats({Q::Illness, Q::Medicine})),
    kHdy("haidiyan.moving.parent.kin", "婚姻子息應難得", 3, moving(R::Parent), {}, cats({Q::Marriage, Q::Heirs})),
    kHdy("haidiyan.moving.parent.trade", "買賣勞心利不存", 3, moving(R::Parent), {}, cats({Q::Wealth})),
    kHdy("haidiyan.moving.parent.letters", "觀望行人書信動", 3, moving(R::Parent), {}, cats({Q::Traveller, Q::Documents})),
    kHdy("haidiyan.moving.parent.lawsuit", "訟官下狀理先分", 3, moving(R::Parent), {}, cats({Q::Lawsuit})),
    kHdy("haidiyan.moving.parent.exam", "士人科舉登金榜", 3, moving(R::Parent), {}, cats({Q::Exam, Q::Career})),
    kHdy("haidiyan.moving.parent.lost", "失物逃亡要訴論", 3, moving(R::Parent), {}, cats({Q::LostItem})),
    // 子動 (line 7)
    kHdy("haidiyan.moving.offspring.any", "子孫發動傷官鬼", 7, moving(R::Offspring)),
    kHdy("haidiyan.moving.offspring.illness", "占病求醫身便痊", 7, moving(R::Offspring), {}, cats({Q::Illness, Q::Medicine})),
    kHdy("haidiyan.moving.offspring.trade", "行人買賣身康健", 7, moving(R::Offspring), {}, cats({Q::Traveller, Q::Wealth})),
    kHdy("haidiyan.moving.offspring.marriage", "婚姻喜笑是姻緣", 7, moving(R::Offspring), {}, cats({Q::Marriage})),
    kHdy("haidiyan.moving.offspring.birth", "產婦當生子易養", 7, moving(R::Offspring), {}, cats({Q::Childbirth})),
    kHdy("haidiyan.moving.offspring.lawsuit", "詞訟空論事不全", 7, moving(R::Offspring), {}, cats({Q::Lawsuit})),
    kHdy("haidiyan.moving.offspring.career", "謁貴求官休進用", 7, moving(R::Offspring), {}, cats({Q::Audience, Q::Career})),
    // 妻動 (line 11)
    kHdy("haidiyan.moving.wealth.any", "妻財發用克文書", 11, moving(R::Wealth)),
    kHdy("haidiyan.moving.wealth.exam", "應舉求官總是虛", 11, moving(R::Wealth), {}, cats({Q::Exam, Q::Career})),
    kHdy("haidiyan.moving.wealth.trade", "買賣交易財利吉", 11, moving(R::Wealth), {}, cats({Q::Wealth})),
    kHdy("haidiyan.moving.wealth.marriage", "婚姻如意樂無虞", 11, moving(R::Wealth), {}, cats({Q::Marriage})),
    kHdy("haidiyan.moving.wealth.traveller", "行人在外身欲動", 11, moving(R::Wealth), {}, cats({Q::Traveller})),
    kHdy("haidiyan.moving.wealth.birth", "產婦求神易娩除", 11, moving(R::Wealth), {}, cats({Q::Childbirth})),
    kHdy("haidiyan.moving.wealth.lost", "失物靜安家裡覓", 11, moving(R::Wealth), {}, cats({Q::LostItem})),
    kHdy("haidiyan.moving.wealth.illness", "病者傷脾並胃虛", 11, moving(R::Wealth), {}, cats({Q::Illness})),
    // 兄動 (line 15)
    kHdy("haidiyan.moving.sibling.any", "兄弟同人克了財", 15, moving(R::Sibling)),
    kHdy("haidiyan.moving.sibling.illness", "病人占者恐悲哀", 15, moving(R::Sibling), {}, cats({Q::Illness})),
    kHdy("haidiyan.moving.sibling.exam", "應舉雷同文不一", 15, moving(R::Sibling), {}, cats({Q::Exam})),
    kHdy("haidiyan.moving.sibling.general", "若是常占尚破財", 15, moving(R::Sibling), {}, cats({Q::Affairs})),
    kHdy("haidiyan.moving.sibling.lawsuit", "見官虛詞應累眾", 15, moving(R::Sibling), {}, cats({Q::Lawsuit})),
    kHdy("haidiyan.moving.sibling.traveller", "出路行人身未來", 15, moving(R::Sibling), {}, cats({Q::Travel, Q::Traveller})),
    kHdy("haidiyan.moving.sibling.trade", "貨物經商消折本", 15, moving(R::Sibling), {}, cats({Q::Wealth})),
    kHdy("haidiyan.moving.sibling.marriage", "求妻買婢事難諧", 15, moving(R::Sibling), {}, cats({Q::Marriage})),
    // 官動 (line 19)
    kHdy("haidiyan.moving.officer.any", "官鬼從來克兄弟", 19, moving(R::Officer)),
    kHdy("haidiyan.moving.officer.marriage", "婚姻未就生疑滯", 19, moving(R::Officer), {}, cats({Q::Marriage})),
    kHdy("haidiyan.moving.officer.illness", "病困門庭禍崇來", 19, moving(R::Officer), {}, cats({Q::Illness, Q::Home})),
    kHdy("haidiyan.moving.officer.plans", "更改動謀皆不行", 19, moving(R::Officer), {}, cats({Q::Affairs})),
    kHdy("haidiyan.moving.officer.travel", "出外逃亡定見災", 19, moving(R::Officer), {}, cats({Q::Travel})),
    kHdy("haidiyan.moving.officer.lawsuit", "詞訟傷身累有因", 19, moving(R::Officer), {}, cats({Q::Lawsuit})),
    corrected(kHdy("haidiyan.moving.officer.trade", "買賣財輕賭博輸", 19, moving(R::Officer), {}, cats({Q::Wealth})),
              "買賣財輕賭博輪"),
    kHdy("haidiyan.moving.officer.lost", "失物難尋闇昧侵", 19, moving(R::Officer), {}, cats({Q::LostItem})),

    // 父化 (lines 23, 39)
    kHdy("haidiyan.change.parent.parent", "父化父兮文不實，舉事艱難事非一", 23, changes(R::Parent, R::Parent)),
    kHdy("haidiyan.change.parent.offspring", "父化子兮宜退散", 23, changes(R::Parent, R::Offspring)),
    // 財化 (line 27)
    kHdy("haidiyan.change.wealth.wealth", "財化財兮婦主災", 27, changes(R::Wealth, R::Wealth)),
    kHdy("haidiyan.change.wealth.officer", "財化官兮徒走失", 27, changes(R::Wealth, R::Officer)),
    kHdy("haidiyan.change.wealth.parent", "財化文書用可諧", 27, changes(R::Wealth, R::Parent)),
    kHdy("haidiyan.change.wealth.sibling", "財化兄兮財少成。相知脫賺勿交親", 27, changes(R::Wealth, R::Sibling)),
    kHdy("haidiyan.change.wealth.offspring", "財化子兮官事散，托用人情不一心", 27, changes(R::Wealth, R::Offspring)),
    // 兄化 (line 31)
    kHdy("haidiyan.change.sibling.sibling", "兄化兄兮家不足", 31, changes(R::Sibling, R::Sibling)),
    kHdy("haidiyan.change.sibling.wealth", "兄化財兮財反覆", 31, changes(R::Sibling, R::Wealth)),
    kHdy("haidiyan.change.sibling.officer.lawsuit", "兄化官兮休下狀", 31, changes(R::Sibling, R::Officer), {}, cats({Q::Lawsuit})),
    kHdy("haidiyan.change.sibling.officer.illness", "占病難醫哭泣臨", 31, changes(R::Sibling, R::Officer), {}, cats({Q::Illness})),
    kHdy("haidiyan.change.sibling.parent", "兄化文書和改求，心情後喜主先憂", 31, changes(R::Sibling, R::Parent)),
    kHdy("haidiyan.change.sibling.offspring", "兄化子兮憂可散", 31, changes(R::Sibling, R::Offspring)),
    kHdy("haidiyan.change.sibling.offspring.traveller", "若望行人信有期", 31, changes(R::Sibling, R::Offspring), {},
         cats({Q::Traveller})),
    // 鬼化 (line 35)
    kHdy("haidiyan.change.officer.officer.illness", "官化官兮病未安", 35, changes(R::Officer, R::Officer), {}, cats({Q::Illness})),
    kHdy("haidiyan.change.officer.officer.career", "見貴求官事盡難", 35, changes(R::Officer, R::Officer), {},
         cats({Q::Audience, Q::Career})),
    kHdy("haidiyan.change.officer.parent", "官化文書官未順", 35, changes(R::Officer, R::Parent)),
    kHdy("haidiyan.change.officer.parent.illness", "縱能憂病還為吉", 35, changes(R::Officer, R::Parent), {},
         cats({Q::Illness, Q::Safety})),
    // 父化, continued (line 39)
    kHdy("haidiyan.change.parent.sibling", "父化同人多口舌，同求婉轉須重疊", 39, changes(R::Parent, R::Sibling)),
    kHdy("haidiyan.change.parent.wealth", "父化財兮交易利，家長不寧求事拙", 39, changes(R::Parent, R::Wealth)),
    kHdy("haidiyan.change.parent.officer", "父化官兮家悞失", 39, changes(R::Parent, R::Officer)),
    kHdy("haidiyan.change.parent.officer.career", "求官必得近高職", 39, changes(R::Parent, R::Officer), {}, cats({Q::Career})),
    kHdy("haidiyan.absent.parent", "卦無父母事無頭", 39, absent(R::Parent)),
    // 子化 (line 43)
    kHdy("haidiyan.change.offspring.offspring", "子化子兮陰小凶", 43, changes(R::Offspring, R::Offspring)),
    kHdy("haidiyan.change.offspring.offspring.lawsuit", "舉訟興官理不同", 43, changes(R::Offspring, R::Offspring), {},
         cats({Q::Lawsuit})),
    kHdy("haidiyan.change.offspring.officer", "子化官兮防禍患", 43, changes(R::Offspring, R::Officer)),
    kHdy("haidiyan.change.offspring.officer.illness", "占疾憂疑總不中", 43, changes(R::Offspring, R::Officer), {},
         cats({Q::Illness, Q::Safety})),
    kHdy("haidiyan.change.offspring.parent.birth", "子化父兮防產婦", 43, changes(R::Offspring, R::Parent), {},
         cats({Q::Childbirth})),
    kHdy("haidiyan.change.offspring.parent", "無中生有頭緒多", 43, changes(R::Offspring, R::Parent)),
    kHdy("haidiyan.change.offspring.sibling", "子化兄兮事不圓，脫詐人情疑莫方", 43, changes(R::Offspring, R::Sibling)),
    // 子化, 官化 (line 47)
    kHdy("haidiyan.change.offspring.wealth", "子化財兮好望財，交加爭競鬼相干", 47, changes(R::Offspring, R::Wealth)),
    kHdy("haidiyan.change.officer.offspring", "官化子兮憂自除", 47, changes(R::Officer, R::Offspring)),
    kHdy("haidiyan.change.officer.offspring.junior", "若占小口必災危", 47, changes(R::Officer, R::Offspring), {}, 0,
         subjects({QuestionSubject::Junior})),
    kHdy("haidiyan.change.officer.sibling", "官化兄兮朋友詐，安託人心不似初", 47, changes(R::Officer, R::Sibling)),
    kHdy("haidiyan.change.officer.wealth", "官化財兮財自得，賭博抽拈總不如", 47, changes(R::Officer, R::Wealth)),
    kHdy("haidiyan.absent.officer", "官中無鬼難謀事", 47, absent(R::Officer)),
    kHdy("haidiyan.absent.officer.audience", "官員不見事空虛", 47, absent(R::Officer), {}, cats({Q::Audience})),

    // 父世 子世 妻世 兄世 鬼世 (lines 51–67)
    kHdy("haidiyan.holds_self.parent", "父母持世身憂苦，身帶文書及官鬼", 51, holdsSelf(R::Parent)),
    kHdy("haidiyan.holds_self.parent.marriage", "夫妻相合不同床", 51, holdsSelf(R::Parent), {}, cats({Q::Marriage})),
    kHdy("haidiyan.holds_self.parent.heirs", "到者終求他姓子", 51, holdsSelf(R::Parent), {}, cats({Q::Heirs})),
    kHdy("haidiyan.holds_self.offspring", "子孫持世事無憂，見鬼後來便了休", 55, holdsSelf(R::Offspring)),
    kHdy("haidiyan.holds_self.offspring.trade", "營生作事有來由", 55, holdsSelf(R::Offspring), {}, cats({Q::Wealth, Q::Affairs})),
    kHdy("haidiyan.holds_self.wealth", "妻財持世益財榮", 59, holdsSelf(R::Wealth)),
    kHdy("haidiyan.holds_self.wealth.trade", "問卜求財定稱心", 59, holdsSelf(R::Wealth), {}, cats({Q::Wealth})),
    kHdy("haidiyan.holds_self.wealth.other_offspring", "更得子孫臨應上，官鬼從他斷不成", 59, holdsSelf(R::Wealth),
         holdsOther(R::Offspring)),
    kHdy("haidiyan.holds_self.sibling", "兄弟持世克妻財", 63, holdsSelf(R::Sibling)),
    kHdy("haidiyan.holds_self.sibling.lawsuit", "憂官未了事遲來", 63, holdsSelf(R::Sibling), {}, cats({Q::Lawsuit})),
    kHdy("haidiyan.holds_self.sibling.prosperous", "值旺正面憂口舌，身強必定損其財", 63, holdsSelf(R::Sibling),
         when(T::SelfProsperous, 1)),
    kHdy("haidiyan.holds_self.officer", "官鬼持世事難安", 67, holdsSelf(R::Officer)),
    kHdy("haidiyan.holds_self.officer.self", "占身不病也遭官", 67, holdsSelf(R::Officer), {},
         cats({Q::Illness, Q::Safety, Q::Lifespan, Q::Affairs}), subjects({QuestionSubject::Self})),
    kHdy("haidiyan.holds_self.officer.wealth", "財物時時憂失脫", 67, holdsSelf(R::Officer), {}, cats({Q::Wealth, Q::LostItem})),
    kHdy("haidiyan.holds_self.officer.kin", "骨肉分離會合難", 67, holdsSelf(R::Officer)),

    // 龍動 朱動 勾動 蛇動 虎動 玄動 (lines 71–91)
    kHdy("haidiyan.beasts.dragon", "青龍發動萬物通，進財旺祿福無窮，臨凶遇殺都無礙", 71, spirit(AzureDragon)),
    kHdy("haidiyan.beasts.dragon.metal_void", "惟忌臨金與落空", 71, spirit(AzureDragon, At::MetalOrVoid)),
    kHdy("haidiyan.beasts.bird", "朱雀交重文印旺", 75, spirit(VermilionBird)),
    kHdy("haidiyan.beasts.bird.quarrels", "是非口舌皆因此", 75, spirit(VermilionBird)),
    kHdy("haidiyan.beasts.bird.water_void", "持水臨空卻利公", 75, spirit(VermilionBird, At::WaterOrVoid)),
    corrected(kHdy("haidiyan.beasts.hook", "勾陳發動憂田土", 79, spirit(HookChen)), "勾陳發動憂田主"),
    kHdy("haidiyan.beasts.hook.wood_void", "持木落空方脫灑", 79, spirit(HookChen, At::WoodOrVoid)),
    kHdy("haidiyan.beasts.hook.still", "維饒安靜也迷濛", 79, when(T::SpiritStill, maskOf({HookChen}))),
    kHdy("haidiyan.beasts.serpent", "蛇發動憂索絆，怪夢陰魔暗裡攻", 83, spirit(SoaringSerpent)),
    kHdy("haidiyan.beasts.serpent.wood_void", "持木落空方始吉", 83, spirit(SoaringSerpent, At::WoodOrVoid)),
    kHdy("haidiyan.beasts.serpent.prosperous", "交重旺相必然凶", 83, spirit(SoaringSerpent, At::Prosperous)),
    kHdy("haidiyan.beasts.tiger", "白虎交重驚怪事", 87, spirit(WhiteTiger)),
    kHdy("haidiyan.beasts.tiger.career", "求官臨鬼反豐隆", 87, spirit(WhiteTiger, At::Officer), {}, cats({Q::Career})),
    kHdy("haidiyan.beasts.tiger.metal_self", "持金世殺妨人口", 87, spirit(WhiteTiger, At::MetalOnSelf)),
    kHdy("haidiyan.beasts.tiger.fire_void", "遇火如空卻不同", 87, spirit(WhiteTiger, At::FireOrVoid)),
    kHdy("haidiyan.beasts.tortoise", "玄武動搖多闇昧", 91, spirit(BlackTortoise)),
    kHdy("haidiyan.beasts.tortoise.prosperous", "若臨旺相賊交攻", 91, spirit(BlackTortoise, At::Prosperous)),
    kHdy("haidiyan.beasts.tortoise.earth", "土爻相併邪無犯", 91, spirit(BlackTortoise, At::Earth)),
};

} // namespace

std::span<const Verse> verses004() { return kVerses; }

} // namespace najia
