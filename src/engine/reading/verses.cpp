// The clauses, one row each, transcribed from seed 000 (卜筮正宗) with the line they stand on; a test
// checks each passage against the seed and finds, for each, a chart and question that selects it.
#include "reading/verses.h"

#include "reading/interpretation.h"

#include <array>

namespace najia {

namespace {

constexpr Verse kVerses[] = {
    {"bszz.moving.parent.any", VerseTrigger::RelationMoving, Relation::Parent, -1, 0, "卜筮正宗 六親發動訣", "父動當頭克子孫", 211},
    {"bszz.moving.parent.illness", VerseTrigger::RelationMoving, Relation::Parent, -1, cat(QuestionCategory::Illness) | cat(QuestionCategory::Medicine), "卜筮正宗 六親發動訣", "病人無藥主昏沉", 211},
    {"bszz.moving.parent.kin", VerseTrigger::RelationMoving, Relation::Parent, -1, cat(QuestionCategory::Marriage) | cat(QuestionCategory::Heirs) | cat(QuestionCategory::Childbirth), "卜筮正宗 六親發動訣", "姻親子息應難得", 211},
    {"bszz.moving.parent.trade", VerseTrigger::RelationMoving, Relation::Parent, -1, cat(QuestionCategory::Wealth), "卜筮正宗 六親發動訣", "買賣勞心利不存", 211},
    {"bszz.moving.parent.letters", VerseTrigger::RelationMoving, Relation::Parent, -1, cat(QuestionCategory::Traveller) | cat(QuestionCategory::Documents), "卜筮正宗 六親發動訣", "觀望行人書信動", 212},
    {"bszz.moving.parent.lawsuit", VerseTrigger::RelationMoving, Relation::Parent, -1, cat(QuestionCategory::Lawsuit), "卜筮正宗 六親發動訣", "論官下狀理先分", 212},
    {"bszz.moving.parent.exam", VerseTrigger::RelationMoving, Relation::Parent, -1, cat(QuestionCategory::Exam) | cat(QuestionCategory::Career), "卜筮正宗 六親發動訣", "士人科舉登金榜", 212},
    {"bszz.moving.parent.lost", VerseTrigger::RelationMoving, Relation::Parent, -1, cat(QuestionCategory::LostItem), "卜筮正宗 六親發動訣", "失物逃亡要訴論", 212},
    {"bszz.moving.offspring.any", VerseTrigger::RelationMoving, Relation::Offspring, -1, 0, "卜筮正宗 六親發動訣", "子孫發動傷官鬼", 213},
    {"bszz.moving.offspring.illness", VerseTrigger::RelationMoving, Relation::Offspring, -1, cat(QuestionCategory::Illness) | cat(QuestionCategory::Medicine), "卜筮正宗 六親發動訣", "占病求醫身便痊", 213},
    {"bszz.moving.offspring.trade", VerseTrigger::RelationMoving, Relation::Offspring, -1, cat(QuestionCategory::Traveller) | cat(QuestionCategory::Wealth), "卜筮正宗 六親發動訣", "行人買賣身康泰", 213},
    {"bszz.moving.offspring.marriage", VerseTrigger::RelationMoving, Relation::Offspring, -1, cat(QuestionCategory::Marriage), "卜筮正宗 六親發動訣", "婚姻喜美是前緣", 213},
    {"bszz.moving.offspring.birth", VerseTrigger::RelationMoving, Relation::Offspring, -1, cat(QuestionCategory::Childbirth), "卜筮正宗 六親發動訣", "產婦當生子易養", 214},
    {"bszz.moving.offspring.lawsuit", VerseTrigger::RelationMoving, Relation::Offspring, -1, cat(QuestionCategory::Lawsuit), "卜筮正宗 六親發動訣", "詞訟私和不到官", 214},
    {"bszz.moving.offspring.career", VerseTrigger::RelationMoving, Relation::Offspring, -1, cat(QuestionCategory::Audience) | cat(QuestionCategory::Career) | cat(QuestionCategory::Exam), "卜筮正宗 六親發動訣", "謁貴求名休進用", 214},
    {"bszz.moving.officer.any", VerseTrigger::RelationMoving, Relation::Officer, -1, 0, "卜筮正宗 六親發動訣", "官鬼從來克兄弟", 215},
    {"bszz.moving.officer.marriage", VerseTrigger::RelationMoving, Relation::Officer, -1, cat(QuestionCategory::Marriage), "卜筮正宗 六親發動訣", "婚姻未就生疑滯", 215},
    {"bszz.moving.officer.illness", VerseTrigger::RelationMoving, Relation::Officer, -1, cat(QuestionCategory::Illness) | cat(QuestionCategory::Home), "卜筮正宗 六親發動訣", "病困門庭禍崇來", 215},
    {"bszz.moving.officer.travel", VerseTrigger::RelationMoving, Relation::Officer, -1, cat(QuestionCategory::Travel), "卜筮正宗 六親發動訣", "出外逃亡定見災", 216},
    {"bszz.moving.officer.lawsuit", VerseTrigger::RelationMoving, Relation::Officer, -1, cat(QuestionCategory::Lawsuit), "卜筮正宗 六親發動訣", "詞訟官非有囚系", 216},
    {"bszz.moving.officer.trade", VerseTrigger::RelationMoving, Relation::Officer, -1, cat(QuestionCategory::Wealth), "卜筮正宗 六親發動訣", "買賣財輕賭博輸", 216},
    {"bszz.moving.officer.lost", VerseTrigger::RelationMoving, Relation::Officer, -1, cat(QuestionCategory::LostItem), "卜筮正宗 六親發動訣", "失脫難尋多暗昧", 216},
    {"bszz.moving.wealth.any", VerseTrigger::RelationMoving, Relation::Wealth, -1, 0, "卜筮正宗 六親發動訣", "財爻發動克文書", 217},
    {"bszz.moving.wealth.exam", VerseTrigger::RelationMoving, Relation::Wealth, -1, cat(QuestionCategory::Exam) | cat(QuestionCategory::Career), "卜筮正宗 六親發動訣", "應舉求名總是虛", 217},
    {"bszz.moving.wealth.trade", VerseTrigger::RelationMoving, Relation::Wealth, -1, cat(QuestionCategory::Wealth), "卜筮正宗 六親發動訣", "將本經營為大吉", 217},
    {"bszz.moving.wealth.marriage", VerseTrigger::RelationMoving, Relation::Wealth, -1, cat(QuestionCategory::Marriage), "卜筮正宗 六親發動訣", "親姻如意樂無虞", 217},
    {"bszz.moving.wealth.traveller", VerseTrigger::RelationMoving, Relation::Wealth, -1, cat(QuestionCategory::Traveller), "卜筮正宗 六親發動訣", "行人在外身將動", 218},
    {"bszz.moving.wealth.birth", VerseTrigger::RelationMoving, Relation::Wealth, -1, cat(QuestionCategory::Childbirth), "卜筮正宗 六親發動訣", "產婦求產身脫除", 218},
    {"bszz.moving.wealth.lost", VerseTrigger::RelationMoving, Relation::Wealth, -1, cat(QuestionCategory::LostItem), "卜筮正宗 六親發動訣", "失物靜安家未出", 218},
    {"bszz.moving.wealth.illness", VerseTrigger::RelationMoving, Relation::Wealth, -1, cat(QuestionCategory::Illness), "卜筮正宗 六親發動訣", "病人傷胃更傷脾", 218},
    {"bszz.moving.sibling.any", VerseTrigger::RelationMoving, Relation::Sibling, -1, 0, "卜筮正宗 六親發動訣", "兄弟交重克了財", 219},
    {"bszz.moving.sibling.illness", VerseTrigger::RelationMoving, Relation::Sibling, -1, cat(QuestionCategory::Illness), "卜筮正宗 六親發動訣", "病人難愈未離災", 219},
    {"bszz.moving.sibling.exam", VerseTrigger::RelationMoving, Relation::Sibling, -1, cat(QuestionCategory::Exam), "卜筮正宗 六親發動訣", "應舉奪標為忌客", 219},
    {"bszz.moving.sibling.lawsuit", VerseTrigger::RelationMoving, Relation::Sibling, -1, cat(QuestionCategory::Lawsuit), "卜筮正宗 六親發動訣", "官非陰賊耗錢財", 219},
    {"bszz.moving.sibling.traveller", VerseTrigger::RelationMoving, Relation::Sibling, -1, cat(QuestionCategory::Traveller) | cat(QuestionCategory::Travel), "卜筮正宗 六親發動訣", "出路行人便未來", 220},
    {"bszz.moving.sibling.trade", VerseTrigger::RelationMoving, Relation::Sibling, -1, cat(QuestionCategory::Wealth), "卜筮正宗 六親發動訣", "貨物經商消折本", 220},
    {"bszz.moving.sibling.marriage", VerseTrigger::RelationMoving, Relation::Sibling, -1, cat(QuestionCategory::Marriage), "卜筮正宗 六親發動訣", "買婢求妻事不諧", 220},
    {"bszz.change.parent.advance", VerseTrigger::Advances, Relation::Parent, -1, 0, "卜筮正宗 六親變化歌", "父母化父母，進神文書許", 223},
    {"bszz.change.parent.offspring", VerseTrigger::ChangesTo, Relation::Parent, static_cast<int>(Relation::Offspring), 0, "卜筮正宗 六親變化歌", "化子不傷丁", 223},
    {"bszz.change.parent.officer", VerseTrigger::ChangesTo, Relation::Parent, static_cast<int>(Relation::Officer), 0, "卜筮正宗 六親變化歌", "化鬼官遷舉", 223},
    {"bszz.change.parent.wealth", VerseTrigger::ChangesTo, Relation::Parent, static_cast<int>(Relation::Wealth), 0, "卜筮正宗 六親變化歌", "化財宅長憂", 223},
    {"bszz.change.parent.sibling", VerseTrigger::ChangesTo, Relation::Parent, static_cast<int>(Relation::Sibling), 0, "卜筮正宗 六親變化歌", "兄弟為泄氣", 223},
    {"bszz.change.offspring.retreat", VerseTrigger::Retreats, Relation::Offspring, -1, 0, "卜筮正宗 六親變化歌", "子孫化退神，人財不稱情", 224},
    {"bszz.change.offspring.parent", VerseTrigger::ChangesTo, Relation::Offspring, static_cast<int>(Relation::Parent), 0, "卜筮正宗 六親變化歌", "化父田蠶敗", 224},
    {"bszz.change.offspring.wealth", VerseTrigger::ChangesTo, Relation::Offspring, static_cast<int>(Relation::Wealth), 0, "卜筮正宗 六親變化歌", "化財加倍榮", 224},
    {"bszz.change.offspring.officer", VerseTrigger::ChangesTo, Relation::Offspring, static_cast<int>(Relation::Officer), 0, "卜筮正宗 六親變化歌", "化鬼憂生產", 224},
    {"bszz.change.offspring.sibling", VerseTrigger::ChangesTo, Relation::Offspring, static_cast<int>(Relation::Sibling), 0, "卜筮正宗 六親變化歌", "兄弟謂相生", 224},
    {"bszz.change.officer.advance", VerseTrigger::Advances, Relation::Officer, -1, 0, "卜筮正宗 六親變化歌", "官化進神祿，求官應疾速", 225},
    {"bszz.change.officer.wealth", VerseTrigger::ChangesTo, Relation::Officer, static_cast<int>(Relation::Wealth), cat(QuestionCategory::Illness), "卜筮正宗 六親變化歌", "化財占病兇", 225},
    {"bszz.change.officer.parent", VerseTrigger::ChangesTo, Relation::Officer, static_cast<int>(Relation::Parent), 0, "卜筮正宗 六親變化歌", "化父文書遂", 225},
    {"bszz.change.officer.offspring", VerseTrigger::ChangesTo, Relation::Officer, static_cast<int>(Relation::Offspring), 0, "卜筮正宗 六親變化歌", "化子必傷官", 225},
    {"bszz.change.officer.sibling", VerseTrigger::ChangesTo, Relation::Officer, static_cast<int>(Relation::Sibling), 0, "卜筮正宗 六親變化歌", "化兄家不睦", 225},
    {"bszz.change.wealth.advance", VerseTrigger::Advances, Relation::Wealth, -1, 0, "卜筮正宗 六親變化歌", "妻財化進神，錢財入宅來", 226},
    {"bszz.change.wealth.officer", VerseTrigger::ChangesTo, Relation::Wealth, static_cast<int>(Relation::Officer), 0, "卜筮正宗 六親變化歌", "化官憂戚戚", 226},
    {"bszz.change.wealth.offspring", VerseTrigger::ChangesTo, Relation::Wealth, static_cast<int>(Relation::Offspring), 0, "卜筮正宗 六親變化歌", "化子笑哈哈", 226},
    {"bszz.change.wealth.parent", VerseTrigger::ChangesTo, Relation::Wealth, static_cast<int>(Relation::Parent), 0, "卜筮正宗 六親變化歌", "化父宜家長", 226},
    {"bszz.change.wealth.sibling", VerseTrigger::ChangesTo, Relation::Wealth, static_cast<int>(Relation::Sibling), 0, "卜筮正宗 六親變化歌", "化兄當破財", 226},
    {"bszz.change.sibling.retreat", VerseTrigger::Retreats, Relation::Sibling, -1, 0, "卜筮正宗 六親變化歌", "兄弟化退神，凡占無所忌", 227},
    {"bszz.change.sibling.parent", VerseTrigger::ChangesTo, Relation::Sibling, static_cast<int>(Relation::Parent), 0, "卜筮正宗 六親變化歌", "化父妾奴驚", 227},
    {"bszz.change.sibling.wealth", VerseTrigger::ChangesTo, Relation::Sibling, static_cast<int>(Relation::Wealth), 0, "卜筮正宗 六親變化歌", "化財財未遂", 227},
    {"bszz.change.sibling.officer", VerseTrigger::ChangesTo, Relation::Sibling, static_cast<int>(Relation::Officer), 0, "卜筮正宗 六親變化歌", "化官弟有災", 227},
    {"bszz.change.sibling.offspring", VerseTrigger::ChangesTo, Relation::Sibling, static_cast<int>(Relation::Offspring), 0, "卜筮正宗 六親變化歌", "化子卻如意", 227},
    {"bszz.holds_self.parent", VerseTrigger::SelfRelation, Relation::Parent, -1, 0, "卜筮正宗 諸爻持世訣", "父母持世主身勞", 157},
    {"bszz.holds_self.offspring", VerseTrigger::SelfRelation, Relation::Offspring, -1, 0, "卜筮正宗 諸爻持世訣", "子身持世事無憂", 159},
    {"bszz.holds_self.officer", VerseTrigger::SelfRelation, Relation::Officer, -1, 0, "卜筮正宗 諸爻持世訣", "鬼爻持世事難安", 161},
    {"bszz.holds_self.wealth", VerseTrigger::SelfRelation, Relation::Wealth, -1, 0, "卜筮正宗 諸爻持世訣", "財爻持世益財榮", 163},
    {"bszz.holds_self.sibling", VerseTrigger::SelfRelation, Relation::Sibling, -1, 0, "卜筮正宗 諸爻持世訣", "兄弟持世莫求財", 165},
    {"bszz.self_other.generate", VerseTrigger::SelfOther, std::nullopt, static_cast<int>(SelfOtherBond::Generate), 0, "卜筮正宗 世應生克空亡動靜訣", "世應相生則吉", 169},
    {"bszz.self_other.control", VerseTrigger::SelfOther, std::nullopt, static_cast<int>(SelfOtherBond::Control), 0, "卜筮正宗 世應生克空亡動靜訣", "世應相克則兇", 169},
    {"bszz.self_other.same", VerseTrigger::SelfOther, std::nullopt, static_cast<int>(SelfOtherBond::Same), 0, "卜筮正宗 世應生克空亡動靜訣", "世應比和事卻中", 169},
    {"bszz.all_still", VerseTrigger::AllStill, std::nullopt, -1, 0, "卜筮正宗 六爻安靜訣", "卦遇六爻安靜，當看用與日辰", 185},
    {"bszz.chaotic", VerseTrigger::ChaoticMoving, std::nullopt, -1, 0, "卜筮正宗 六爻亂動訣", "六爻亂動事難明", 189},  // the seed garbles the rest: 「須向?qū)m中看用神」
    {"bszz.taboo_moving", VerseTrigger::RoleMoving, std::nullopt, static_cast<int>(Role::Taboo), 0, "卜筮正宗 忌神歌", "看卦先須看忌神，忌神宜靜不宜興", 192},
    {"bszz.source_moving", VerseTrigger::RoleMoving, std::nullopt, static_cast<int>(Role::Source), 0, "卜筮正宗 原神歌", "原神發動志揚揚，用伏藏兮也不妨", 195},
    {"bszz.useful_moving", VerseTrigger::RoleMoving, std::nullopt, static_cast<int>(Role::Useful), 0, "卜筮正宗 用神發動訣", "用爻發動在宮中，縱值休囚亦不兇", 205},

};

SelfOtherBond bondOf(Element self, Element other)
{
    switch (phaseRelation(self, other)) {
    case PhaseRelation::Same: return SelfOtherBond::Same;
    case PhaseRelation::Generates:
    case PhaseRelation::GeneratedBy: return SelfOtherBond::Generate;
    default: break;
    }
    return SelfOtherBond::Control;
}

bool anyMoving(const Chart& c, const Analysis& a, Relation r, VerseTrigger t, int other)
{
    for (const ChartLine& l : c.lines) {
        if (!l.moving() || l.reading.relation != r) continue;
        const Subject s{Layer::Primary, static_cast<std::uint8_t>(l.position)};
        switch (t) {
        case VerseTrigger::RelationMoving: return true;
        case VerseTrigger::Advances:
            if (a.has(FindingKind::Advance, s)) return true;
            break;
        case VerseTrigger::Retreats:
            if (a.has(FindingKind::Retreat, s)) return true;
            break;
        case VerseTrigger::ChangesTo:
            if (l.changed && static_cast<int>(l.changed->relation) == other) return true;
            break;
        default: break;
        }
    }
    return false;
}

bool roleMoving(const Chart& c, const Interpretation& in, Role role)
{
    if (role == Role::Useful) {
        const LineRef l = in.useful.front().line;
        return l.layer == Layer::Primary && c.lines[static_cast<std::size_t>(l.position - 1)].moving();
    }
    for (const RoleEntry& e : in.roles)
        if (e.role == role) return e.moving != 0;
    return false;
}

bool applies(const Verse& v, const Chart& c, const Analysis& a, const Interpretation& in)
{
    if (v.categories && !(v.categories & cat(in.question.category))) return false;
    switch (v.trigger) {
    case VerseTrigger::RelationMoving:
    case VerseTrigger::Advances:
    case VerseTrigger::Retreats:
    case VerseTrigger::ChangesTo: return anyMoving(c, a, *v.relation, v.trigger, v.other);
    case VerseTrigger::SelfRelation: return c.lines[static_cast<std::size_t>(c.primary.self - 1)].reading.relation == *v.relation;
    case VerseTrigger::SelfOther: {
        const Element self = c.lines[static_cast<std::size_t>(c.primary.self - 1)].reading.element;
        const Element other = c.lines[static_cast<std::size_t>(c.primary.other - 1)].reading.element;
        return static_cast<int>(bondOf(self, other)) == v.other;
    }
    case VerseTrigger::AllStill: return a.has(FindingKind::AllStill, Subject{});
    case VerseTrigger::ChaoticMoving: return a.has(FindingKind::ChaoticMoving, Subject{});
    case VerseTrigger::RoleMoving: return roleMoving(c, in, static_cast<Role>(v.other));
    }
    return false;
}

} // namespace

std::span<const Verse> verses() { return kVerses; }

std::vector<std::uint16_t> versesFor(const Chart& chart, const Analysis& analysis, const Interpretation& reading)
{
    std::vector<std::uint16_t> out;
    for (std::size_t i = 0; i < std::size(kVerses); ++i)
        if (applies(kVerses[i], chart, analysis, reading)) out.push_back(static_cast<std::uint16_t>(i));
    return out;
}

} // namespace najia
